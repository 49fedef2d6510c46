import {Buffer} from 'node:buffer';
import {ReadStream} from 'node:fs';
import {ClientRequest} from 'node:http';
import test from 'ava';
import {type Response, AbortError} from '../source/index.js';
import withServer from './helpers/with-server.js';

test('emits request event as promise', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.statusCode = 200;
		response.end('null');
	});

	await got('').json().on('request', (request: ClientRequest) => {
		t.true(request instanceof ClientRequest);
	});
});

test('emits response event as promise', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.statusCode = 200;
		response.end('null');
	});

	await got('').json().on('response', (response: Response) => {
		t.is(response.statusCode, 200);
		t.false(response.readable);
		t.is(response.statusCode, 200);
		t.true(response.ip === '127.0.0.1' || response.ip === '::1');
	});
});

test('returns Uint8Array on compressed response', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('content-encoding', 'gzip');
		response.end();
	});

	const {body} = await got({decompress: false});

	t.true(ArrayBuffer.isView(body), 'Expected Uint8Array response body when `decompress` is false for compressed responses');

	if (!ArrayBuffer.isView(body)) {
		return;
	}

	t.is(body.constructor.name, 'Uint8Array');

	t.false(Buffer.isBuffer(body));
});

test('no unhandled `The server aborted pending request` rejection', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.statusCode = 503;
		response.write('asdf');

		setTimeout(() => {
			response.end();
		}, 100);
	});

	await t.throwsAsync(got(''));
});

test('promise.json() can be called before a file stream body is open', withServer, async (t, server, got) => {
	server.post('/', (request, response) => {
		request.resume();
		request.once('end', () => {
			response.end('""');
		});
	});

	// @ts-expect-error @types/node has wrong types.
	const body = new ReadStream('', {
		fs: {
			open() {},
			read() {},
			close() {},
		},
	});

	const controller = new AbortController();

	const promise = got({body, signal: controller.signal});
	const checks = [
		t.throwsAsync(promise, {
			instanceOf: AbortError,
			code: 'ERR_ABORTED',
		}),
		t.throwsAsync(promise.json(), {
			instanceOf: AbortError,
			code: 'ERR_ABORTED',
		}),
	];

	controller.abort();

	await Promise.all(checks);
});

test('promise.json() does not fail when server returns an error', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.statusCode = 400;
		response.end('{}');
	});

	const promise = got('', {throwHttpErrors: false});
	await t.notThrowsAsync(promise.json());
});
