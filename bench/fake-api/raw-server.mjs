import { createServer } from 'node:http';
import { CANNED_PATH, readBaselineConfig } from './baseline-config.mjs';

const { port, body, contentType } = readBaselineConfig();

createServer((req, res) => {
  if (req.method === 'GET' && req.url === CANNED_PATH) {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
    res.end(body);
    return;
  }
  res.writeHead(404).end();
}).listen(port, '127.0.0.1');
