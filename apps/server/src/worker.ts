import { bootOrExit } from './boot.js';

// `npm run worker`: background jobs only (story text and pictures), beside the servers.
bootOrExit('worker');
