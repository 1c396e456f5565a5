// The load generator, in a process of its own so it does not share the server's thread.
// Reads {url, method, connections, duration, requests: [{headers, body}]} from argv[2] and
// sends the requests in turn (one family after another), printing autocannon's JSON result.
import autocannon from 'autocannon';

const { url, method, connections, duration, requests } = JSON.parse(process.argv[2]);
let next = 0;
const result = await autocannon({
  url,
  method,
  connections,
  duration,
  requests: [
    {
      setupRequest: (request) => {
        const { headers = {}, body } = requests[next++ % requests.length];
        return {
          ...request,
          headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
