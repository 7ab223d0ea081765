/** File name of MSW's service worker script, next to iframe.html (shared by the Vite plugin and the preview). */
export const WORKER_FILE = 'mockServiceWorker.js';
