// Its own chunk: the panel's many chunk names are listed here, not in every page's first-load code.
export const loadActivityPanel = () => import('./activity-panel').then((m) => m.ActivityPanel);
