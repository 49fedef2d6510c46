import {Buffer} from 'node:buffer';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import test from 'ava';
import getStream from 'get-stream';
import got, {ReadError, type HTTPError} from '../source/index.js';
import {createRawHttpServer} from './helpers/server-tools.js';
import withServer from './helpers/with-server.js';

const testContent = 'Compressible response content.\n';
const testContentUncompressed = 'Uncompressed response content.\n';

let gzipData: Uint8Array;
test.before('setup', async () => {
	gzipData = await promisify<string, Uint8Array>(zlib.gzip)(testContent);
});

test('decompress content', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end(gzipData);
	});

	t.is((await got('')).body, testContent);
});

test('decompress content on error', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.status(404);
		response.end(gzipData);
	});

	const error = await t.throwsAsync<HTTPError>(got(''));

	t.is(error?.response.body, testContent);
});

test('decompress content - stream', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end(gzipData);
	});

	t.is((await getStream(got.stream(''))), testContent);
});

test('handles gzip error', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end('Not gzipped content');
	});

	await t.throwsAsync(got(''), {
		name: 'ReadError',
		message: 'incorrect header check',
		code: 'ERR_READING_RESPONSE_STREAM',
	});
});

test('no unhandled `Premature close` error', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.write('Not gzipped content');
	});

	await t.throwsAsync(got(''), {
		name: 'ReadError',
		// `The server aborted pending request` on Node.js 15 or later.
		message: /incorrect header check|The server aborted pending request/v,
	});
});

test('handles gzip error - stream', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end('Not gzipped content');
	});

	await t.throwsAsync(getStream(got.stream('')), {
		name: 'ReadError',
		message: 'incorrect header check',
	});
});

test('decompress option opts out of decompressing', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end(gzipData);
	});

	const {body} = await got({decompress: false, responseType: 'buffer'});
	t.is(Buffer.compare(body, gzipData), 0);
	t.false(Buffer.isBuffer(body));
});

test('decompress option doesn\'t alter encoding of uncompressed responses', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.end(testContentUncompressed);
	});

	const {body} = await got({decompress: false});
	t.is(body, testContentUncompressed);
});

test('preserves `headers` property', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end(gzipData);
	});

	t.truthy((await got('')).headers);
});

test('does not break HEAD responses', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.end();
	});

	t.is((await got.head('')).body, '');
});

test('does not ignore missing data', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end(gzipData.subarray(0, -1));
	});

	await t.throwsAsync(got(''), {
		instanceOf: ReadError,
		message: 'unexpected end of file',
	});
});

test('does not ignore aborted compressed responses', async t => {
	const {close, port} = await createRawHttpServer(socket => {
		socket.once('data', () => {
			socket.write(`HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Encoding: gzip\r\nContent-Length: ${gzipData.length}\r\nConnection: close\r\n\r\n`);
			socket.write(gzipData.subarray(0, -1));
			socket.destroy();
		});
	});

	try {
		await t.throwsAsync(got(`http://localhost:${port}`, {retry: {limit: 0}}), {
			instanceOf: ReadError,
		});
	} finally {
		await close();
	}
});

test('does not throw on compressed close-delimited response without content-length', async t => {
	const {close, port} = await createRawHttpServer(socket => {
		socket.once('data', () => {
			socket.end(`HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Encoding: gzip\r\nConnection: close\r\n\r\n${Buffer.from(gzipData).toString('binary')}`, 'binary');
		});
	});

	try {
		t.is((await got(`http://localhost:${port}`, {retry: {limit: 0}})).body, testContent);
	} finally {
		await close();
	}
});

test('response has `url` and `requestUrl` properties', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end(gzipData);
	});

	const response = await got('');
	t.truthy(response.url);
	t.truthy(response.requestUrl);
});

test('compressed and uncompressed responses have consistent spreadability', withServer, async (t, server, got) => {
	server.get('/compressed', (_request, response) => {
		response.setHeader('Content-Encoding', 'gzip');
		response.end(gzipData);
	});

	server.get('/uncompressed', (_request, response) => {
		response.end(testContentUncompressed);
	});

	// Test compressed response spreadability
	const compressedResponse = await got('compressed');
	t.true(Object.hasOwn(compressedResponse, 'headers'));
	t.true(Object.getOwnPropertyDescriptor(compressedResponse, 'headers')?.enumerable ?? false);
	const compressedSpread = {...compressedResponse};

	t.true(Object.hasOwn(compressedSpread, 'headers'));
	t.truthy(compressedSpread.headers);
	t.is(compressedSpread.statusCode, 200);
	t.truthy(compressedSpread.body);

	// Test uncompressed response spreadability
	const uncompressedResponse = await got('uncompressed');
	t.true(Object.hasOwn(uncompressedResponse, 'headers'));
	t.true(Object.getOwnPropertyDescriptor(uncompressedResponse, 'headers')?.enumerable ?? false);
	const uncompressedSpread = {...uncompressedResponse};

	t.true(Object.hasOwn(uncompressedSpread, 'headers'));
	t.truthy(uncompressedSpread.headers);
	t.is(uncompressedSpread.statusCode, 200);
	t.truthy(uncompressedSpread.body);

	// Both should have the same spreadable properties
	t.truthy(compressedSpread.headers && uncompressedSpread.headers);
	t.truthy(compressedSpread.statusCode && uncompressedSpread.statusCode);
});
