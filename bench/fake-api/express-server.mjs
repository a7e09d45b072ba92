import express from 'express';
import { CANNED_PATH, readBaselineConfig } from './baseline-config.mjs';

const { port, body, contentType } = readBaselineConfig();

const app = express();
// The fake API turns both off; doing the same keeps the headers on the wire identical.
app.disable('x-powered-by');
app.disable('etag');
app.get(CANNED_PATH, (_req, res) => {
  res.set('Content-Type', contentType).send(body);
});
app.listen(port, '127.0.0.1');
