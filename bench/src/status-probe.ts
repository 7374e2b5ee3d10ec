// Sends GET /status to 127.0.0.1:PORT every 25 ms from a process of its own, so that a server
// whose event loop stalls cannot hide it; prints the latencies (ms, JSON) when stdin closes.
import http from 'node:http';

const port = Number(process.argv[2]);
const latencies: number[] = [];
let isStopping = false;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const once = () =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path: '/status', agent }, (response) => {
      response.resume();
      response.on('end', () => {
        latencies.push(response.statusCode === 200 ? performance.now() - started : Infinity);
        resolve();
      });
    });
    request.on('error', () => {
      latencies.push(Infinity);
      resolve();
    });
  });
process.stdin.on('end', () => (isStopping = true)).resume();
process.stdout.write('ready\n');
while (!isStopping) {
  await once();
  await new Promise((resolve) => setTimeout(resolve, 25));
}
agent.destroy();
process.stdout.write(`${JSON.stringify(latencies)}\n`);
