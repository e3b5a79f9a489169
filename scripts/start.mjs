// `npm start`: builds whatever is missing or out of date, then runs the server in this process
// (it runs the migrations and prints the URL).
import { pathToFileURL } from 'node:url';
import { buildServerIfNeeded, buildWebIfNeeded } from './lib/build-if-needed.mjs';

buildWebIfNeeded();
const serverOut = buildServerIfNeeded();

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverOut).href);
