/** Shown in the sidebar (versionNumber) and by /status. */
export const VERSION = '0.1.0';
