/** Whether shortcuts use ⌘ instead of Ctrl here (Apple systems). */
export const isApple = (): boolean => /Mac|iPhone|iPad/.test(navigator.platform);
