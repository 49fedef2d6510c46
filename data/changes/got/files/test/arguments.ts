import {Buffer} from 'node:buffer';
import test from 'ava';
import type {Handler} from 'express';
import getStream from 'get-stream';
import Responselike from 'responselike';
import got, {Options, RequestError, type StrictOptions} from '../source/index.js';
import withServer, {withBodyParsingServer} from './helpers/with-server.js';
import invalidUrl from './helpers/invalid-url.js';

const echoUrl: Handler = (request, response) => {
	response.end(request.url);
};

test('`url` is required', async t => {
	await t.throwsAsync(
		// @ts-expect-error No argument on purpose.
		got(),
		{
			instanceOf: RequestError,
			message: 'Missing `url` property',
		},
	);

	const firstError = await t.throwsAsync(got(''));
	invalidUrl(t, firstError, '');

	t.throws(() => {
		void got({url: ''} as any);
	}, {
		instanceOf: TypeError,
		message: 'The `url` option is not supported in options objects. Pass it as the first argument instead.',
	});
});

test('throws if no arguments provided', async t => {
	// @ts-expect-error Error tests
	await t.throwsAsync(got(), {
		instanceOf: RequestError,
		message: 'Missing `url` property',
	});
});

test('throws if the url option is missing', async t => {
	await t.throwsAsync(got({}), {
		instanceOf: RequestError,
		message: 'Missing `url` property',
	});
});

test('throws if an invalid argument is passed', async t => {
	await t.throwsAsync(
		// @ts-expect-error Error tests
		got(false),
		{
			instanceOf: RequestError,
			message: 'Option \'input\': Expected values which are `string`, `URL`, `Object`, or `undefined`. Received values of type `boolean`.',
		},
	);
});

test('throws an error if the protocol is not specified', async t => {
	const error = await t.throwsAsync(got('example.com'));
	invalidUrl(t, error, 'example.com');
});

test('properly encodes query string', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const path = '?test=http://example.com?foo=bar';
	const {body} = await got(path);
	t.is(body, '/?test=http://example.com?foo=bar');
});

test('options are optional', withServer, async (t, server, got) => {
	server.get('/test', echoUrl);

	t.is((await got('test')).body, '/test');
});

test('methods are normalized', withServer, async (t, server, got) => {
	server.post('/test', echoUrl);

	const instance = got.extend({
		handlers: [
			(options, next) => {
				if (options.method === options.method.toUpperCase()) {
					t.pass();
				} else {
					t.fail();
				}

				return next(options);
			},
		],
	});

	await instance('test', {method: 'post'});
});

test('throws an error when legacy URL is passed', withServer, async (t, server) => {
	server.get('/test', echoUrl);

	await t.throwsAsync(
		got({href: `${server.url}/test`} as any),
		{
			instanceOf: RequestError,
			message: 'Unexpected option: href',
		},
	);

	await t.throwsAsync(
		got({
			protocol: 'http:',
			hostname: 'localhost',
			port: server.port,
		} as any),
		{
			instanceOf: RequestError,
			message: 'Unexpected option: protocol',
		},
	);
});

test('overrides `searchParams` from options', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const {body} = await got(
		'?drop=this',
		{
			searchParams: {
				test: 'wow',
			},
		},
	);

	t.is(body, '/?test=wow');
});

test('does not duplicate `searchParams`', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const instance = got.extend({
		searchParams: new URLSearchParams({foo: '123'}),
	});

	const body = await instance('?bar=456').text();

	t.is(body, '/?foo=123');
});

test('escapes `searchParams` parameter values', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const {body} = await got({
		searchParams: {
			test: 'it’s ok',
		},
	});

	t.is(body, '/?test=it%E2%80%99s+ok');
});

test('the `searchParams` option can be a URLSearchParams', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	// eslint-disable-next-line unicorn/prevent-abbreviations
	const searchParams = new URLSearchParams({test: 'wow'});
	const {body} = await got({searchParams});
	t.is(body, '/?test=wow');
});

test('ignores empty searchParams object', withServer, async (t, server, got) => {
	server.get('/test', echoUrl);

	t.is((await got('test', {searchParams: {}})).requestUrl.toString(), `${server.url}/test`);
});

test('throws when passing body with a non payload method', async t => {
	await t.throwsAsync(got('https://example.com', {body: 'asdf'}), {
		instanceOf: RequestError,
		message: 'The `GET` method cannot be used with a body',
	});
});

test('`allowGetBody` option', withServer, async (t, server, got) => {
	server.get('/test', echoUrl);

	await t.notThrowsAsync(got('test', {body: 'asdf', allowGetBody: true}));
});

test('WHATWG URL support', withServer, async (t, server) => {
	server.get('/test', echoUrl);

	const url = new URL(`${server.url}/test`);
	await t.notThrowsAsync(got(url));
});

test('ordinary http://unix host does not require UNIX socket opt-in', async t => {
	const {body} = await got('http://unix/', {
		hooks: {
			beforeRequest: [
				() => new Responselike({
					statusCode: 200,
					body: Buffer.from('ok'),
					headers: {},
					url: 'http://unix/',
				}),
			],
		},
	});

	t.is(body, 'ok');
});

test('`got.stream()` exposes internal `isStream` in init hook context', withServer, async (t, server, got) => {
	server.get('/stream', (_request, response) => {
		response.end('ok');
	});

	const streamWithInput = got.stream('stream', {
		hooks: {
			init: [
				plain => {
					t.true(Reflect.get(plain, 'isStream') === true);
				},
			],
		},
	});

	t.is(await getStream(streamWithInput), 'ok');
});

test('`got.stream()` with a single options object calls init hooks once', withServer, async (t, server, got) => {
	server.get('/', (_request, response) => {
		response.end('ok');
	});

	let count = 0;

	const stream = got.stream({
		hooks: {
			init: [
				() => {
					count++;
				},
			],
		},
	});

	t.is(await getStream(stream), 'ok');
	t.is(count, 1);
});

test('`got.stream()` preserves non-enumerable options on a single options object', withServer, async (t, server, got) => {
	server.get('/', (request, response) => {
		response.end(request.headers.token);
	});

	const options = {
		hooks: {
			beforeRequest: [
				(options: any) => {
					options.headers.token = String(options.context.token);
				},
			],
		},
	};

	Object.defineProperty(options, 'context', {
		value: {token: 'secret'},
		enumerable: false,
		configurable: true,
		writable: true,
	});

	const stream = got.stream(options);

	t.is(await getStream(stream), 'secret');
});

test('`isStream` option is ignored on promise API', withServer, async (t, server, got) => {
	server.get('/stream', (_request, response) => {
		response.end('ok');
	});

	const result = got('stream', {
		// @ts-expect-error Removed option
		isStream: true,
	});

	t.true(typeof result.then === 'function');
	t.is(await result.text(), 'ok');
});

test('throws when `url` is passed in options object', t => {
	t.throws(() => {
		void got({url: 'https://example.com'} as any);
	}, {
		instanceOf: TypeError,
		message: 'The `url` option is not supported in options objects. Pass it as the first argument instead.',
	});
});

test('throws when `url` is passed in stream options object', t => {
	const error = t.throws(() => {
		got.stream({url: 'https://example.com'} as any);
	});

	t.true(error instanceof TypeError);
	t.is(error.message, 'The `url` option is not supported in options objects. Pass it as the first argument instead.');
});

test('throws when `url` is passed as second argument option', t => {
	const error = t.throws(() => {
		void got('https://example.com', {url: 'https://example.com'} as any);
	});

	t.true(error instanceof TypeError);
	t.is(error.message, 'The `url` option is not supported in options objects. Pass it as the first argument instead.');
});

test('throws when `url` is passed to extend defaults', t => {
	const error = t.throws(() => {
		got.extend({url: 'https://example.com'} as any);
	});

	t.true(error instanceof TypeError);
	t.is(error.message, 'The `url` option is not supported in options objects. Pass it as the first argument instead.');
});

test('can omit `url` option if using `prefixUrl`', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	await t.notThrowsAsync(got({}));
});

test('throws when `options.hooks` is not an object', async t => {
	await t.throwsAsync(
		// @ts-expect-error Error tests
		got('https://example.com', {hooks: 'not object'}),
		{
			instanceOf: RequestError,
			message: 'Expected value which is `Object`, received value of type `string`.',
		},
	);
});

test('throws when known `options.hooks` value is not an array', async t => {
	await t.throwsAsync(
		// @ts-expect-error Error tests
		got('https://example.com', {hooks: {beforeRequest: {}}}),
		{
			instanceOf: RequestError,
			message: 'Option \'hooks.beforeRequest\': Expected values which are `Array` or `undefined`. Received values of type `Object`.',
		},
	);
});

test('throws when known `options.hooks` array item is not a function', async t => {
	await t.throwsAsync(
		// @ts-expect-error Error tests
		got('https://example.com', {hooks: {beforeRequest: [{}]}}),
		{
			instanceOf: RequestError,
			message: 'Expected value which is `Function`, received value of type `Object`.',
		},
	);
});

test('does not allow extra keys in `options.hooks`', withServer, async (t, server, got) => {
	server.get('/test', echoUrl);

	// @ts-expect-error Error tests
	await t.throwsAsync(got('test', {hooks: {extra: []}}), {
		instanceOf: RequestError,
		message: 'Unexpected hook event: extra',
	});
});

test('`prefixUrl` option works', withServer, async (t, server, got) => {
	server.get('/test/foobar', echoUrl);

	const instanceA = got.extend({prefixUrl: `${server.url}/test`});
	const {body} = await instanceA('foobar');
	t.is(body, '/test/foobar');
});

test('accepts WHATWG URL as the `prefixUrl` option', withServer, async (t, server, got) => {
	server.get('/test/foobar', echoUrl);

	const instanceA = got.extend({prefixUrl: new URL(`${server.url}/test`)});
	const {body} = await instanceA('foobar');
	t.is(body, '/test/foobar');
});

test('backslash in the end of `prefixUrl` option is optional', withServer, async (t, server) => {
	server.get('/test/foobar', echoUrl);

	const instanceA = got.extend({prefixUrl: `${server.url}/test/`});
	const {body} = await instanceA('foobar');
	t.is(body, '/test/foobar');
});

test('`prefixUrl` can be changed if the URL contains the old one', withServer, async (t, server) => {
	server.get('/', echoUrl);

	const instanceA = got.extend({
		prefixUrl: `${server.url}/meh`,
		handlers: [
			(options, next) => {
				options.prefixUrl = server.url;
				return next(options);
			},
		],
	});

	const {body} = await instanceA('');
	t.is(body, '/');
});

test('throws if the `searchParams` value is invalid', async t => {
	await t.throwsAsync(
		got('https://example.com', {
			searchParams: {
			// @ts-expect-error Error tests
				foo: [],
			},
		}),
		{
			instanceOf: RequestError,
			message: 'Option \'searchParams.foo\': Expected values which are `string`, `number`, `boolean`, `null`, or `undefined`. Received values of type `Array`.',
		},
	);
});

// Note: This test was added in commit 2b8ed1f (Oct 2020) when context was changed to be enumerable,
// but it has been marked as .failing since it was introduced. The feature was never fully implemented
// because making context enumerable breaks other tests that expect it to be non-enumerable.
// This represents an unfinished feature request from 3+ years ago, not a recent regression.
test.failing('`context` option is enumerable', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const context = {
		foo: 'bar',
	};

	await got({
		context,
		hooks: {
			beforeRequest: [
				options => {
					t.deepEqual(options.context, context);
					t.true(Object.prototype.propertyIsEnumerable.call(options, 'context'));
				},
			],
		},
	});
});

test('`context` option is never frozen', t => {
	const client = got.extend({
		context: {
			token: 'foobar',
		},
	});

	client.defaults.options.context.token = '1234';

	t.is(client.defaults.options.context.token, '1234');
});

test('`context` option is accessible when using hooks', withServer, async (t, server) => {
	server.get('/', echoUrl);

	const context = {
		foo: 'bar',
	};

	await got(server.url, {
		context,
		hooks: {
			beforeRequest: [
				options => {
					t.deepEqual(options.context, context);
					t.false(Object.prototype.propertyIsEnumerable.call(options, 'context'));
				},
			],
		},
	});
});

test('`context` option is accessible when extending instances', t => {
	const context = {
		foo: 'bar',
	};

	const instance = got.extend({context});

	t.deepEqual(instance.defaults.options.context, context);
	t.false(Object.prototype.propertyIsEnumerable.call(instance.defaults.options, 'context'));
});

test('`context` option is shallow merged', t => {
	const context = {
		foo: 'bar',
	};

	const context2 = {
		bar: 'baz',
	};

	const instance1 = got.extend({context});

	t.deepEqual(instance1.defaults.options.context, context);
	t.false(Object.prototype.propertyIsEnumerable.call(instance1.defaults.options, 'context'));

	const instance2 = instance1.extend({context: context2});

	t.deepEqual(instance2.defaults.options.context, {...context, ...context2});
});

test('throws if `options.encoding` is `null`', async t => {
	await t.throwsAsync(got('https://example.com', {
		// @ts-expect-error For testing purposes
		encoding: null,
	}), {
		instanceOf: RequestError,
		message: 'To get a Uint8Array, set `options.responseType` to `buffer` instead',
	});
});

test('throws when `url` is passed as option with input argument', t => {
	const error = t.throws(() => {
		void got('https://example.com', {
			url: 'https://example.com',
		} as any);
	});

	t.true(error instanceof TypeError);
	t.is(error.message, 'The `url` option is not supported in options objects. Pass it as the first argument instead.');
});

test('throws a helpful error when passing `followRedirects`', async t => {
	await t.throwsAsync(got('https://example.com', {
		// @ts-expect-error For testing purposes
		followRedirects: true,
	}), {
		instanceOf: RequestError,
		message: 'The `followRedirects` option does not exist. Use `followRedirect` instead.',
	});
});

test('merges `searchParams` instances', t => {
	const instance = got.extend({
		searchParams: new URLSearchParams('a=1'),
	}, {
		searchParams: new URLSearchParams('b=2'),
	});

	// eslint-disable-next-line unicorn/prevent-abbreviations
	const searchParams = instance.defaults.options.searchParams as URLSearchParams;

	t.is(searchParams.get('a'), '1');
	t.is(searchParams.get('b'), '2');
});

test('throws a helpful error when passing `auth`', async t => {
	await t.throwsAsync(got('https://example.com', {
		// @ts-expect-error For testing purposes
		auth: 'username:password',
	}), {
		instanceOf: RequestError,
		message: 'Parameter `auth` is deprecated. Use `username` / `password` instead.',
	});
});

test('throws on leading slashes', async t => {
	await t.throwsAsync(got('/asdf', {prefixUrl: 'https://example.com'}), {
		instanceOf: RequestError,
		message: '`url` must not start with a slash',
	});
});

test('throws on scheme-like urls without protocol slashes', async t => {
	await t.throwsAsync(got('https:google.com'), {
		instanceOf: RequestError,
		message: '`url` protocol must be followed by `//`',
	});
});

test('throws on invalid `dnsCache` option', async t => {
	await t.throwsAsync(
		got('https://example.com', {
		// @ts-expect-error Error tests
			dnsCache: 123,
		}),
		{
			instanceOf: RequestError,
			message: 'Option \'dnsCache\': Expected values which are `Object`, `boolean`, or `undefined`. Received values of type `number`.',
		},
	);
});

test('throws on invalid `agent` option', async t => {
	await t.throwsAsync(got('https://example.com', {
		agent: {
			// @ts-expect-error Error tests
			asdf: 123,
		},
	}), {
		instanceOf: RequestError,
		message: 'Unexpected agent option: asdf',
	});
});

test('fallbacks to native http if `request(...)` returns undefined', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const {body} = await got('', {request: () => undefined});

	t.is(body, '/');
});

test('fallbacks to native http if async `request(...)` resolves to undefined', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const {body} = await got('', {request: async () => undefined});

	t.is(body, '/');
});

test('strict options', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const options: StrictOptions = {};

	const {body} = await got(options);

	t.is(body, '/');
});

test('does not throw on frozen options', withServer, async (t, server, got) => {
	server.get('/', echoUrl);

	const options: StrictOptions = {};

	Object.freeze(options);

	const {body} = await got(options);

	t.is(body, '/');
});

test('encodes query string included in input', t => {
	const {url} = new Options({
		url: new URL('https://example.com/?a=b c'),
	});

	t.is(url!.search, '?a=b%20c');
});

test('normalizes search params included in options', t => {
	const {url} = new Options({
		url: new URL('https://example.com'),
		searchParams: 'a=b c',
	});

	t.is(url!.search, '?a=b+c');
});

test('reuse options while using init hook', withServer, async (t, server, got) => {
	t.plan(2);

	server.get('/', echoUrl);

	const options = {
		hooks: {
			init: [
				() => {
					t.pass();
				},
			],
		},
	};

	await got('', options);
	await got('', options);
});

test('allowGetBody sends json payload', withBodyParsingServer, async (t, server, got) => {
	server.get('/', (request, response) => {
		if (request.body.hello !== 'world') {
			response.statusCode = 400;
		}

		response.end();
	});

	const {statusCode} = await got({
		allowGetBody: true,
		json: {hello: 'world'},
		retry: {
			limit: 0,
		},
		throwHttpErrors: false,
	});
	t.is(statusCode, 200);
});

test('no URL pollution', withServer, async (t, server) => {
	server.get('/ok', echoUrl);

	const url = new URL(server.url);

	const {body} = await got(url, {
		hooks: {
			beforeRequest: [
				options => {
					options.url!.pathname = '/ok';
				},
			],
		},
	});

	t.is(url.pathname, '/');
	t.is(body, '/ok');
});

test('prefixUrl is properly replaced when extending', withServer, async (t, server) => {
	server.get('/', (request, response) => {
		response.end(request.url);
	});

	server.get('/other/path/', (request, response) => {
		response.end(request.url);
	});

	const parent = got.extend({prefixUrl: server.url});
	const child = parent.extend({prefixUrl: `${server.url}/other/path/`});

	t.is(await child.get('').text(), '/other/path/');
});

test('throws on too large noise', t => {
	/* eslint-disable no-new -- Testing that the Options constructor throws; side-effect is the point */
	t.throws(() => {
		new Options({
			retry: {
				noise: 101,
			},
		});
	}, {
		instanceOf: Error,
		message: 'The maximum acceptable retry noise is +/- 100ms, got 101',
	});

	t.throws(() => {
		new Options({
			retry: {
				noise: -101,
			},
		});
	}, {
		instanceOf: Error,
		message: 'The maximum acceptable retry noise is +/- 100ms, got -101',
	});

	t.throws(() => {
		new Options({
			retry: {
				noise: Number.POSITIVE_INFINITY,
			},
		});
	}, {
		instanceOf: Error,
		message: 'The maximum acceptable retry noise is +/- 100ms, got Infinity',
	});

	t.throws(() => {
		new Options({
			retry: {
				noise: Number.NEGATIVE_INFINITY,
			},
		});
	}, {
		instanceOf: Error,
		message: 'The maximum acceptable retry noise is +/- 100ms, got -Infinity',
	});

	t.notThrows(() => {
		new Options({
			retry: {
				noise: 0,
			},
		});
	});

	/* eslint-enable no-new */
});

test('options have url even if some are invalid', async t => {
	const error = await t.throwsAsync<RequestError>(got('https://example.com', {
		// @ts-expect-error Testing purposes
		invalid: true,
	}));

	t.is((error.options.url! as URL).href, 'https://example.com/');
	t.true(error instanceof Error);
});

test('options have url even if some are invalid - got.extend', async t => {
	const instance = got.extend({
		handlers: [
			(options, next) => {
				t.is((options.url! as URL).href, 'https://example.com/');
				return next(options);
			},
		],
	});

	await t.throwsAsync(
		instance('https://example.com', {
		// @ts-expect-error Testing purposes
			invalid: true,
		}),
		{
			instanceOf: Error,
		},
	);
});
