export * from './lib/message-tree';
