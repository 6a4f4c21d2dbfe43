export { HelpPage } from './components/help-page';
export { HELP_SHORTCUTS, HELP_TOOLS, MOCK_TRIGGERS } from './lib/help-content';
