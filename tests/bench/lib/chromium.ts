// The browser every front-end bench module drives: Debian's Chromium (CHROMIUM_PATH overrides it),
// with the switches this machine's closed network needs (without them Chromium keeps
// trying to reach Google's services).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
