import process from 'node:process';
import {Buffer} from 'node:buffer';
import fs from 'node:fs';
import {Agent as HttpAgent, request as httpRequest, type ClientRequest} from 'node:http';
import stream, {Readable as ReadableStream, Writable} from 'node:stream';
import {pipeline as streamPipeline} from 'node:stream/promises';
import {Readable as Readable2} from 'readable-stream';
import test from 'ava';
import type {Handler} from 'express';
import getStream from 'get-stream';
import {pEvent} from 'p-event';
import is from '@sindresorhus/is';
import delay from 'delay';
import * as toughCookie from 'tough-cookie';
import got, {HTTPError, RequestError} from '../source/index.js';
import type {Response} from '../source/core/response.js';
import withServer from './helpers/with-server.js';

const defaultHandler: Handler = (_request, response) => {
	response.writeHead(200, {
		unicorn: 'rainbow',
		'content-encoding': 'gzip',
	});
	response.end(Buffer.from('H4sIAAAAAAAA/8vPBgBH3dx5AgAAAA==', 'base64')); // 'ok'
};

const redirectHandler: Handler = (_request, response) => {
	response.writeHead(302, {
		location: '/',
	});
	response.end();
};

const postHandler: Handler = async (request, response) => {
	await streamPipeline(request, response);
};

const errorHandler: Handler = (_request, response) => {
	response.statusCode = 404;
	response.end();
};

const headersHandler: Handler = (request, response) => {
	response.end(JSON.stringify(request.headers));
};

const infiniteHandler: Handler = (_request, response) => {
	response.write('foobar');
};

async function expectStreamToEnd(stream: NodeJS.ReadableStream & NodeJS.EventEmitter): Promise<void> {
	await Promise.race([
		new Promise<void>((resolve, reject) => {
			stream.on('error', reject);
			stream.on('end', resolve);
			stream.resume();
		}),
		(async () => {
			await delay(1000);
			throw new Error('Timed out waiting for stream end');
		})(),
	]);
}

test('stream reads a cookie and completes', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('set-cookie', 'hello=world');
		response.end('body');
	});

	const cookieJar = new toughCookie.CookieJar();

	await t.notThrowsAsync(expectStreamToEnd(got.stream({cookieJar})));

	const cookie = cookieJar.getCookiesSync(server.url)[0];
	t.is(cookie?.key, 'hello');
	t.is(cookie?.value, 'world');
});

test('stream reads a cookie and completes after async cookie jar write', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('set-cookie', 'hello=world');
		response.end('body');
	});

	let storedCookie = '';
	const cookieJar = {
		async getCookieString() {
			return '';
		},
		async setCookie(rawCookie: string) {
			await delay(50);
			storedCookie = rawCookie;
		},
	};

	await t.notThrowsAsync(expectStreamToEnd(got.stream({cookieJar})));

	t.is(storedCookie, 'hello=world');
});

test('stream follows redirect after storing redirect cookies', withServer, async (t, server, got) => {
	server.get('/redirect', (_request, response) => {
		response.setHeader('set-cookie', 'hello=world');
		response.writeHead(302, {
			location: '/',
		});
		response.end();
	});

	server.get('/', (request, response) => {
		response.end(request.headers.cookie ?? '');
	});

	const cookieJar = new toughCookie.CookieJar();

	t.is(await getStream(got.stream('redirect', {cookieJar})), 'hello=world');
});

test('reusedSocket getter', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);

	const agent = new HttpAgent({keepAlive: true});

	const stream = got.stream('', {agent: {http: agent}});
	t.is(stream.reusedSocket, undefined);

	await pEvent(stream, 'response');

	stream.resume();
	await pEvent(stream, 'end');

	t.false(stream.reusedSocket);

	const secondStream = got.stream('', {agent: {http: agent}});
	secondStream.resume();
	await pEvent(secondStream, 'end');

	t.true(secondStream.reusedSocket);
});

test('`options.responseType` is ignored', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);

	await t.notThrowsAsync(getStream(got.stream({responseType: 'json'})));
});

test('returns readable stream', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);

	const data = await getStream(got.stream(''));
	t.is(data, 'ok');
});

test('returns writeable stream', withServer, async (t, server, got) => {
	server.post('/', postHandler);

	const stream = got.stream.post('');
	const promise = getStream(stream);
	stream.end('wow');

	t.is(await promise, 'wow');
});

test('does not throw if using stream and passing a json option', withServer, async (t, server, got) => {
	server.post('/', postHandler);

	await t.notThrowsAsync(getStream(got.stream.post({json: {}})));
});

test('does not throw if using stream and passing a form option', withServer, async (t, server, got) => {
	server.post('/', postHandler);

	await t.notThrowsAsync(getStream(got.stream.post({form: {}})));
});

test('has request event', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);

	const stream = got.stream('');
	const request = await pEvent(stream, 'request') as ClientRequest;
	t.truthy(request);
	t.is(request.method, 'GET');

	await getStream(stream);
});

test('has redirect event', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);
	server.get('/redirect', redirectHandler);

	const stream = got.stream('redirect');
	const [, {headers}] = await pEvent(stream, 'redirect', {multiArgs: true}) as [unknown, {headers: Record<string, string>}];
	t.is(headers.location, '/');

	await getStream(stream);
});

test('follows invalid compressed redirects without decompressing the redirect body', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.end('target-ok');
	});

	server.get('/redirect', (_request, response) => {
		response.writeHead(302, {
			location: '/',
			'content-encoding': 'gzip',
		});
		response.end('not-a-valid-gzip-stream');
	});

	t.is(await getStream(got.stream('redirect', {
		retry: {
			limit: 0,
		},
	})), 'target-ok');
});

test('has response event', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);

	const {statusCode} = await pEvent(got.stream(''), 'response') as Response;
	t.is(statusCode, 200);
});

test('has error event', withServer, async (t, server, got) => {
	server.get('/', errorHandler);

	const stream = got.stream('');
	await t.throwsAsync(pEvent(stream, 'response'), {
		instanceOf: HTTPError,
		message: /^Request failed with status code 404 \(Not Found\): GET http:\/\/localhost:\d+\/$/v,
	});
});

test('has error event #2', async t => {
	const stream = got.stream('http://doesntexist');
	const error = await t.throwsAsync<any>(pEvent(stream, 'response'));
	t.regex(error!.code, /ENOTFOUND|EAI_AGAIN/v);
});

test('validation errors can be caught with synchronous error handler', withServer, async (t, _server, got) => {
	const stream = got.stream('', {
		// @ts-expect-error - Testing invalid option
		meaningless: 'option',
	});

	const error: any = await new Promise((resolve, reject) => {
		// Attach error handler immediately (synchronously)
		stream.on('error', error => {
			resolve(error);
		});

		// Timeout in case error is never emitted
		setTimeout(() => {
			reject(new Error('Error was not emitted'));
		}, 1000);
	});

	t.true(error instanceof Error);
	t.regex(error.message, /Unexpected option: meaningless/v);
});

test('has response event if `options.throwHttpErrors` is false', withServer, async (t, server, got) => {
	server.get('/', errorHandler);

	const {statusCode} = await pEvent(got.stream({throwHttpErrors: false}), 'response') as Response;
	t.is(statusCode, 404);
});

test('accepts `options.body` as a Stream', withServer, async (t, server, got) => {
	server.post('/', postHandler);

	const stream = got.stream.post({body: ReadableStream.from('wow')});
	t.is(await getStream(stream), 'wow');
});

test('redirect response contains old url', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);
	server.get('/redirect', redirectHandler);

	const {requestUrl} = await pEvent(got.stream('redirect'), 'response') as Response;
	t.is(requestUrl.toString(), `${server.url}/redirect`);
});

test('check for pipe method', withServer, (t, server, got) => {
	server.get('/', defaultHandler);

	const stream = got.stream('');
	t.true(is.function(stream.pipe));
	t.true(is.function(stream.on('foobar', () => {}).pipe));

	stream.destroy();
});

test('piping works', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);

	t.is(await getStream(got.stream('')), 'ok');
	t.is(await getStream(got.stream('').on('foobar', () => {})), 'ok');
});

test('proxying headers works', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);
	server.get('/proxy', async (_request, response) => {
		await streamPipeline(
			got.stream(''),
			response,
		);
	});

	const {headers, body} = await got('proxy');
	t.is(headers.unicorn, 'rainbow');
	t.is(headers['content-encoding'], undefined);
	t.is(headers['content-length'], undefined);
	t.is(body, 'ok');
});

test('piping server request to Got does not proxy headers by default', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		await streamPipeline(
			request,
			got.stream(''),
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			foo: 'bar',
		},
	}).json();
	t.is(headers.foo, undefined);
	t.truthy(headers['user-agent']); // Got's default user-agent should still be present
});

test('piping server request to Got proxies headers when copyPipedHeaders is true', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		await streamPipeline(
			request,
			got.stream('', {copyPipedHeaders: true}),
			response,
		);
	});

	const {foo}: {foo: string} = await got('proxy', {
		headers: {
			foo: 'bar',
		},
	}).json();
	t.is(foo, 'bar');
});

test('copyPipedHeaders does not forward hop-by-hop or connection-listed headers', withServer, async (t, server, got) => {
	await withServer.exec(t, async (t, upstreamServer) => {
		upstreamServer.get('/', headersHandler);
		upstreamServer.post('/', headersHandler);

		server.post('/proxy', async (request, response) => {
			await streamPipeline(
				request,
				got.stream(`http://localhost:${upstreamServer.port}/`, {copyPipedHeaders: true}),
				response,
			);
		});

		const proxiedResponse = await new Promise<{statusCode: number | undefined; body: string}>((resolve, reject) => {
			const request = httpRequest(`${server.url}/proxy`, {
				method: 'POST',
				headers: {
					connection: 'keep-alive, x-internal-auth',
					'proxy-connection': 'keep-alive, x-proxy-internal-auth',
					'x-internal-auth': '1',
					'x-proxy-internal-auth': '1',
					'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
					foo: 'bar',
					'content-type': 'text/plain',
				},
			}, response => {
				const chunks: Uint8Array[] = [];

				response.on('data', chunk => {
					chunks.push(Buffer.from(chunk));
				});

				response.on('end', () => {
					resolve({
						statusCode: response.statusCode,
						body: Buffer.concat(chunks).toString(),
					});
				});
			});

			request.on('error', reject);
			request.end('hello');
		});

		t.is(proxiedResponse.statusCode, 200);

		const headers = JSON.parse(proxiedResponse.body) as Record<string, string | undefined>;
		t.is(headers.foo, 'bar');
		t.is(headers['x-internal-auth'], undefined);
		t.is(headers['x-proxy-internal-auth'], undefined);
		t.is(headers['proxy-authorization'], undefined);
		t.false(headers.connection?.includes('x-internal-auth') ?? false);
		t.false(headers['proxy-connection']?.includes('x-proxy-internal-auth') ?? false);
	});
});

test('copyPipedHeaders does not forward host', withServer, async (t, server, got) => {
	await withServer.exec(t, async (t, upstreamServer) => {
		upstreamServer.get('/', (request, response) => {
			response.end(String(request.headers.host));
		});

		server.get('/proxy', async (request, response) => {
			await streamPipeline(
				request,
				got.stream(`http://localhost:${upstreamServer.port}/`, {
					copyPipedHeaders: true,
					throwHttpErrors: false,
				}),
				response,
			);
		});

		const proxiedResponse = await new Promise<{statusCode: number | undefined; body: string}>((resolve, reject) => {
			const request = httpRequest(`${server.url}/proxy`, {
				method: 'GET',
				headers: {
					host: 'admin.internal',
				},
			}, response => {
				const chunks: Uint8Array[] = [];

				response.on('data', chunk => {
					chunks.push(Buffer.from(chunk));
				});

				response.on('end', () => {
					resolve({
						statusCode: response.statusCode,
						body: Buffer.concat(chunks).toString(),
					});
				});
			});

			request.on('error', reject);
			request.end();
		});

		t.is(proxiedResponse.statusCode, 200);
		t.is(proxiedResponse.body, `localhost:${upstreamServer.port}`);
	});
});

test('copyPipedHeaders does not forward headers nominated by mixed-case connection headers', withServer, async (t, server, got) => {
	server.post('/', async (request, response) => {
		request.resume();
		await pEvent(request, 'end');
		response.end(JSON.stringify(request.headers));
	});

	const connectionHeader = 'Connection';
	const proxyConnectionHeader = 'Proxy-Connection';
	const internalHeader = 'X-Internal-Auth';
	const proxyInternalHeader = 'X-Proxy-Internal-Auth';
	const fooHeader = 'Foo';
	const source = ReadableStream.from(['hello']) as ReadableStream & {headers: Record<string, string>};
	source.headers = {};
	source.headers[connectionHeader] = 'keep-alive, X-Internal-Auth';
	source.headers[proxyConnectionHeader] = 'keep-alive, X-Proxy-Internal-Auth';
	source.headers[internalHeader] = '1';
	source.headers[proxyInternalHeader] = '1';
	source.headers[fooHeader] = 'bar';

	const responseBody = await getStream(source.pipe(got.stream.post('', {copyPipedHeaders: true})));
	const headers = JSON.parse(responseBody) as Record<string, string | undefined>;

	t.is(headers.foo, 'bar');
	t.is(headers['x-internal-auth'], undefined);
	t.is(headers['x-proxy-internal-auth'], undefined);
});

test('piping server request to Got does not proxy headers when copyPipedHeaders is false', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		await streamPipeline(
			request,
			got.stream('', {copyPipedHeaders: false}),
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			foo: 'bar',
		},
	}).json();
	t.is(headers.foo, undefined);
	t.truthy(headers['user-agent']); // Got's default user-agent should still be present
});

test('explicit headers are not overwritten by piped headers when copyPipedHeaders is true', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		await streamPipeline(
			request,
			got.stream('', {
				copyPipedHeaders: true,
				headers: {
					'x-custom': 'explicit-value',
				},
			}),
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			'x-custom': 'piped-value',
		},
	}).json();
	t.is(headers['x-custom'], 'explicit-value');
});

test('headers from extended defaults are not overwritten by piped headers when copyPipedHeaders is true', withServer, async (t, server, got) => {
	server.get('/', headersHandler);

	const gotWithDefaultHeaders = got.extend({
		headers: {
			'x-custom': 'default-explicit-value',
		},
	});

	server.get('/proxy', async (request, response) => {
		await streamPipeline(
			request,
			gotWithDefaultHeaders.stream('', {
				copyPipedHeaders: true,
			}),
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			'x-custom': 'piped-value',
		},
	}).json();
	t.is(headers['x-custom'], 'default-explicit-value');
});

test('explicitly omitted headers are not backfilled by piped headers when copyPipedHeaders is true', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		await streamPipeline(
			request,
			got.stream('', {
				copyPipedHeaders: true,
				headers: {
					foo: undefined,
				},
			}),
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			foo: 'piped-value',
		},
	}).json();
	t.is(headers.foo, undefined);
});

test('headers set by mutating stream options are not overwritten by piped headers', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		const gotStream = got.stream('', {copyPipedHeaders: true});
		gotStream.options.headers['x-custom'] = 'explicit-value';

		await streamPipeline(
			request,
			gotStream,
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			'x-custom': 'piped-value',
		},
	}).json();
	t.is(headers['x-custom'], 'explicit-value');
});

test('mixed-case headers set by mutating stream options are not overwritten by piped headers', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		const gotStream = got.stream('', {copyPipedHeaders: true});
		gotStream.options.headers.Authorization = 'Bearer explicit-token';

		await streamPipeline(
			request,
			gotStream,
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			authorization: 'Bearer piped-token',
		},
	}).json();
	t.is(headers.authorization, 'Bearer explicit-token');
});

test('mixed-case headers omitted by mutating stream options are not backfilled by piped headers', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		const gotStream = got.stream('', {copyPipedHeaders: true});
		gotStream.options.headers.Authorization = undefined;

		await streamPipeline(
			request,
			gotStream,
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			authorization: 'Bearer piped-token',
		},
	}).json();
	t.is(headers.authorization, undefined);
});

test('headers omitted by mutating stream options are not backfilled by piped headers', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		const gotStream = got.stream('', {copyPipedHeaders: true});
		gotStream.options.headers.authorization = undefined;

		await streamPipeline(
			request,
			gotStream,
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			authorization: 'Bearer piped-token',
		},
	}).json();
	t.is(headers.authorization, undefined);
});

test('deleted explicit headers can be backfilled by piped headers', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		const gotStream = got.stream('', {
			copyPipedHeaders: true,
			headers: {
				'x-custom': 'explicit-value',
			},
		});
		delete gotStream.options.headers['x-custom'];

		await streamPipeline(
			request,
			gotStream,
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			'x-custom': 'piped-value',
		},
	}).json();
	t.is(headers['x-custom'], 'piped-value');
});

test('explicit user-agent header is not overwritten by piped header', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		await streamPipeline(
			request,
			got.stream('', {
				copyPipedHeaders: true,
				headers: {
					'user-agent': 'got (https://github.com/sindresorhus/got)',
				},
			}),
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			'user-agent': 'piped-user-agent',
		},
	}).json();
	t.is(headers['user-agent'], 'got (https://github.com/sindresorhus/got)');
});

test('default-valued user-agent set by mutating stream options is not overwritten by piped header', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		const gotStream = got.stream('', {copyPipedHeaders: true});
		gotStream.options.headers['user-agent'] = 'got (https://github.com/sindresorhus/got)';

		await streamPipeline(
			request,
			gotStream,
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			'user-agent': 'piped-user-agent',
		},
	}).json();
	t.is(headers['user-agent'], 'got (https://github.com/sindresorhus/got)');
});

test('default user-agent is overwritten by piped user-agent when copyPipedHeaders is true', withServer, async (t, server, got) => {
	server.get('/', headersHandler);
	server.get('/proxy', async (request, response) => {
		await streamPipeline(
			request,
			got.stream('', {copyPipedHeaders: true}),
			response,
		);
	});

	const headers: Record<string, string> = await got('proxy', {
		headers: {
			'user-agent': 'custom-user-agent',
		},
	}).json();
	t.is(headers['user-agent'], 'custom-user-agent');
});

test('skips proxying headers after server has sent them already', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);
	server.get('/proxy', async (_request, response) => {
		response.writeHead(200);

		await streamPipeline(
			got.stream(''),
			response,
		);
	});

	const {headers} = await got('proxy');
	t.is(headers.unicorn, undefined);
});

test('proxies `content-encoding` header when `options.decompress` is false', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);
	server.get('/proxy', async (_request, response) => {
		await streamPipeline(
			got.stream({decompress: false}),
			response,
		);
	});

	const {headers} = await got('proxy', {decompress: false});
	t.is(headers.unicorn, 'rainbow');
	t.is(headers['content-encoding'], 'gzip');
});

{
	const nodejsMajorVersion = Number(process.versions.node.split('.')[0]);
	const testFunction = nodejsMajorVersion < 14 ? test.failing : test;

	testFunction('destroying got.stream() destroys the request - `request` event', withServer, async (t, server, got) => {
		server.get('/', defaultHandler);

		const stream = got.stream('');
		const request = await pEvent(stream, 'request') as ClientRequest;
		stream.destroy();
		t.truthy(request.destroyed);
	});

	testFunction('destroying got.stream() destroys the request - `response` event', withServer, async (t, server, got) => {
		server.get('/', (_request, response) => {
			response.write('hello');
		});

		const stream = got.stream('');
		const request = await pEvent(stream, 'request') as ClientRequest;
		await pEvent(stream, 'response');
		stream.destroy();
		t.truthy(request.destroyed);
	});
}

test('piping to got.stream.put()', withServer, async (t, server, got) => {
	server.get('/', defaultHandler);
	server.put('/post', postHandler);

	await t.notThrowsAsync(async () => {
		const stream = got.stream.put('post');

		await streamPipeline(
			got.stream(''),
			stream,
		);

		await getStream(stream);
	});
});

// See https://github.com/nodejs/node/issues/35237
// eslint-disable-next-line ava/no-skip-test
test.skip('no unhandled body stream errors', async t => {
	const body = new globalThis.FormData();
	body.set('upload', new File([fs.readFileSync('/bin/sh')], 'sh'));

	await t.throwsAsync(got.post(`https://offlinesite${Date.now()}.com`, {
		body,
	}), {
		code: 'ENOTFOUND',
	});
});

test('works with pipeline', async t => {
	const error = await t.throwsAsync<RequestError>(streamPipeline(
		new ReadableStream({
			read() {
				this.push(null);
			},
		}),
		got.stream.put('http://localhost:7777'),
	), {
		instanceOf: RequestError,
	});

	t.is(typeof error?.code, 'string');
});

test('errors have body', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.setHeader('set-cookie', 'foo=bar');
		response.end('yay');
	});

	const error = await t.throwsAsync<RequestError>(getStream(got.stream('', {
		strictContentLength: false,
		cookieJar: {
			async setCookie() {
				throw new Error('snap');
			},
			getCookieString: async () => '',
		},
	})));

	t.is(error?.message, 'snap');
	t.is(error?.response?.body, 'yay');
});

test('pipe can send modified headers', withServer, async (t, server, got) => {
	server.get('/foobar', (_request, response) => {
		response.setHeader('foo', 'bar');
		response.end();
	});

	server.get('/', (_request, response) => {
		got.stream('foobar').on('response', response => {
			response.headers.foo = 'boo';
		}).pipe(response);
	});

	const {headers} = await got('');
	t.is(headers.foo, 'boo');
});

test('the socket is alive on a successful pipeline', withServer, async (t, server, got) => {
	const payload = 'ok';

	server.get('/', (_request, response) => {
		response.end(payload);
	});

	const gotStream = got.stream('');
	t.is(gotStream.socket, undefined);

	const receiver = new stream.PassThrough();
	await streamPipeline(gotStream, receiver);

	t.is(await getStream(receiver), payload);
	t.truthy(gotStream.socket);
	t.false(gotStream.socket!.destroyed);
});

test('async iterator works', withServer, async (t, server, got) => {
	const payload = 'ok';

	server.get('/', (_request, response) => {
		response.end(payload);
	});

	const gotStream = got.stream('');
	const chunks = [];

	for await (const chunk of gotStream) {
		chunks.push(chunk);
	}

	t.is(Buffer.concat(chunks).toString(), payload);
});

test('destroys only once', async t => {
	const stream = got.stream('https://example.com');
	stream.destroy();
	stream.destroy(new Error('oh no'));

	let errored = false;

	stream.once('error', () => {
		errored = true;
	});

	await delay(1);

	t.false(errored);
});

test('does not accept unreadable stream as body', withServer, async (t, server, got) => {
	server.post('/', (_request, _response) => {});

	const body = new ReadableStream();
	body.push(null);
	body.resume();

	await pEvent(body, 'end');

	const request = got.post({body});

	await t.throwsAsync(request, {
		instanceOf: RequestError,
	});
});

test('accepts readable-stream as body', withServer, async (t, server, got) => {
	server.post('/', (request, response) => {
		request.pipe(response);
	});

	const body = new Readable2({
		read() {
			this.push('ok');
			this.push(null);
		},
	});

	const response = await got.post({
		// We need to cast body as any,
		// because @types/readable-stream has incorrect types
		// and causes a lot of errors.
		body: body as any,
	});

	t.is(response.body, 'ok');
});

test('prevents `Cannot call end` error', async t => {
	const stream = got.stream('https://example.com', {
		request: () => new Writable({
			final() {},
		}) as any,
		timeout: {
			request: 1,
		},
	});

	const error = await pEvent(stream, 'error') as RequestError;
	t.is(error.code, 'ETIMEDOUT');
});

if (Number.parseInt(process.versions.node.split('.')[0]!, 10) <= 12) {
	test('does not emit end event on error', withServer, async (t, server, got) => {
		server.get('/', infiniteHandler);

		await t.notThrowsAsync(new Promise((resolve, reject) => {
			got.stream({
				timeout: {
					request: 100,
				},
				hooks: {
					beforeError: [
						async error => {
							await new Promise(resolve => {
								setTimeout(resolve, 50);
							});

							return error;
						},
					],
				},
			}).once('end', () => {
				reject(new Error('Stream has ended before erroring'));
			}).once('error', resolve).resume();
		}));
	});
}

// Test only on Linux
const testFunction = process.platform === 'linux' ? test : test.skip;
testFunction('it sends a body of file with size on stat = 0', withServer, async (t, server, got) => {
	server.post('/', async (request, response) => {
		response.end(await getStream(request));
	});

	const response = await got.post({
		body: fs.createReadStream('/proc/cpuinfo'),
	});

	t.truthy(response.body);
});

test('OPTIONS stream without body completes successfully', withServer, async (t, server, got) => {
	server.options('/', (_request, response) => {
		response.writeHead(200, {
			allow: 'OPTIONS, GET, HEAD, POST',
		});
		response.end();
	});

	const stream = got.stream({method: 'OPTIONS'});
	stream.end();
	await t.notThrowsAsync(getStream(stream));
});

test('DELETE stream without body completes successfully', withServer, async (t, server, got) => {
	server.delete('/', (_request, response) => {
		response.writeHead(204);
		response.end();
	});

	const stream = got.stream({method: 'DELETE'});
	stream.end();
	await t.notThrowsAsync(getStream(stream));
});

test('PATCH stream without body completes successfully', withServer, async (t, server, got) => {
	server.patch('/', (_request, response) => {
		response.writeHead(200);
		response.end('patched');
	});

	const stream = got.stream({method: 'PATCH'});
	stream.end();
	const data = await getStream(stream);
	t.is(data, 'patched');
});

test('PATCH stream waits for piped body', withServer, async (t, server, got) => {
	server.patch('/', postHandler);

	const destination = new stream.PassThrough();
	const responsePromise = getStream(destination);

	await streamPipeline(
		ReadableStream.from(['Hello, world!']),
		got.stream.patch(''),
		destination,
	);

	t.is(await responsePromise, 'Hello, world!');
});

test('throws error when content-length does not match bytes transferred - stream', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.writeHead(200, {
			'content-length': '100',
		});
		response.write('ok'); // Only 2 bytes
		response.end();
	});

	await t.throwsAsync(
		getStream(got.stream('', {strictContentLength: true})),
		{
			instanceOf: RequestError,
			message: /Content-Length mismatch/v,
		},
	);
});

test('throws error when content-length does not match bytes transferred - promise', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.writeHead(200, {
			'content-length': '100',
		});
		response.write('ok');
		response.end();
	});

	await t.throwsAsync(
		got('', {strictContentLength: true}),
		{
			instanceOf: RequestError,
			message: /Content-Length mismatch/v,
		},
	);
});

test('does not throw when content-length matches bytes transferred', withServer, async (t, server, got) => {
	const payload = 'hello world';
	server.get('/', (_request, response) => {
		response.writeHead(200, {
			'content-length': String(Buffer.byteLength(payload)),
		});
		response.end(payload);
	});

	const body = await got('', {strictContentLength: true}).text();
	t.is(body, payload);
});

test('does not throw when content-length header is absent', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.writeHead(200);
		response.end('hello');
	});

	const body = await got('', {strictContentLength: true}).text();
	t.is(body, 'hello');
});

test('throws content-length mismatch error by default', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.writeHead(200, {
			'content-length': '100',
		});
		response.write('ok'); // Only 2 bytes
		response.end();
	});

	await t.throwsAsync(
		got('').text(),
		{
			instanceOf: RequestError,
			message: /Content-Length mismatch/v,
		},
	);
});

test('validates content-length for gzip compressed responses', withServer, async (t, server, got) => {
	// Gzipped 'ok' - H4sIAAAAAAAA/8vPBgBH3dx5AgAAAA== base64 encoded
	const gzippedData = Buffer.from('H4sIAAAAAAAA/8vPBgBH3dx5AgAAAA==', 'base64');
	const incorrectLength = gzippedData.length + 10; // Intentionally wrong

	server.get('/', (_request, response) => {
		response.writeHead(200, {
			'content-encoding': 'gzip',
			'content-length': String(incorrectLength),
		});
		response.end(gzippedData);
	});

	await t.throwsAsync(
		got('', {strictContentLength: true}).text(),
		{
			instanceOf: RequestError,
			message: /Content-Length mismatch/v,
		},
	);
});

test('handles empty gzip compressed responses with strictContentLength', withServer, async (t, server, got) => {
	// Empty gzip (10 byte header + 8 byte footer, no data)
	const emptyGzippedData = Buffer.from('H4sIAAAAAAAAAwMAAAAAAAAAAAA=', 'base64');

	server.get('/', (_request, response) => {
		response.writeHead(200, {
			'content-encoding': 'gzip',
			'content-length': String(emptyGzippedData.length),
		});
		response.end(emptyGzippedData);
	});

	const body = await got('', {strictContentLength: true}).text();
	t.is(body, '');
});

test('isReadonly is false for streams without body', withServer, async (t, server, got) => {
	server.post('/', postHandler);

	const stream = got.stream.post('');
	t.false(stream.isReadonly);

	stream.end('data');
	await getStream(stream);
});

test('isReadonly is true when body option is provided', withServer, async (t, server, got) => {
	server.post('/', postHandler);

	const stream = got.stream.post({body: 'test data'});
	t.true(stream.isReadonly);

	await t.notThrowsAsync(getStream(stream));
});

test('isReadonly is true when json option is provided', withServer, async (t, server, got) => {
	server.post('/', postHandler);

	const stream = got.stream.post({json: {foo: 'bar'}});
	t.true(stream.isReadonly);

	await t.notThrowsAsync(getStream(stream));
});

test('isReadonly is true when form option is provided', withServer, async (t, server, got) => {
	server.post('/', postHandler);

	const stream = got.stream.post({form: {foo: 'bar'}});
	t.true(stream.isReadonly);

	await t.notThrowsAsync(getStream(stream));
});
