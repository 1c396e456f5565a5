import { bootOrExit } from './boot.js';

bootOrExit('server');
