import '@/lib/zod-setup';
import '@/styles/index.css';
import { boot } from './boot/boot';

const container = document.getElementById('root');
if (container) void boot(container);
