import { PGlite } from '@electric-sql/pglite';
const mb = (n) => (n / 1048576).toFixed(0);
const show = (l) => { const m = process.memoryUsage(); console.log(l, 'rss', mb(m.rss), 'heap', mb(m.heapUsed), 'ext', mb(m.external), 'ab', mb(m.arrayBuffers)); };
const opts = JSON.parse(process.argv[2]);
const db = await PGlite.create({ dataDir: '/tmp/startdb/pglite', startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sb}`, ...(opts.extra ?? [])], ...(opts.init ? { initialMemory: opts.init * 1048576 } : {}) });
await db.query('select count(*) from products');
show(JSON.stringify(opts));
await db.close();
