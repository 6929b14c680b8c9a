import {
	decodeUrlForV3,
	signV1,
	signV2,
	signV3,
	verifySignature,
} from '../../../nodes/shared/webhooks/signature';

// HubSpot's published test vectors.
const SECRET = 'yyyyyyyy-yyyy-yyyy-yyyy-yyyyyyyyyyyy';
const URL = 'https://www.example.com/webhook_uri';
const V1_BODY =
	'[{"eventId":1,"subscriptionId":12345,"portalId":62515,"occurredAt":1564113600000,"subscriptionType":"contact.creation","attemptNumber":0,"objectId":123,"changeSource":"CRM","changeFlag":"NEW","appId":54321}]';
const V1_SIGNATURE = '232db2615f3d666fe21a8ec971ac7b5402d33b9a925784df3ca654d05f4817de';
const V2_GET_SIGNATURE = 'eee2dddcc73c94d699f5e395f4b9d454a069a6855fbfa152e91e88823087200e';
const V2_POST_BODY = '{"example_field":"example_value"}';
const V2_POST_SIGNATURE = '9569219f8ba981ffa6f6f16aa0f48637d35d728c7e4d93d0d52efaa512af7900';
const V3_BODY = "{'example_field':'example_value'}";
const V3_TIMESTAMP = '1693657560000';
const V3_SIGNATURE = 'K36dawei4A+QBNolUOqo7s91KQDWQ5MXZ/QufNYuk/Y=';

const raw = (text: string) => Buffer.from(text, 'utf8');
const ACCEPT_V1V2 = { acceptV1V2: true };

describe('signature test vectors', () => {
	it('signs v1, v2 and v3 as HubSpot does', () => {
		expect(signV1(SECRET, raw(V1_BODY))).toBe(V1_SIGNATURE);
		expect(signV2(SECRET, 'GET', URL, raw(''))).toBe(V2_GET_SIGNATURE);
		expect(signV2(SECRET, 'POST', URL, raw(V2_POST_BODY))).toBe(V2_POST_SIGNATURE);
		expect(signV3(SECRET, 'POST', URL, raw(V3_BODY), V3_TIMESTAMP)).toBe(V3_SIGNATURE);
	});

	it('verifies the vectors as deliveries, and refuses them with one byte changed', () => {
		const v1 = { method: 'POST', urls: [URL], rawBody: raw(V1_BODY), nowMs: Date.now() };
		expect(
			verifySignature(
				SECRET,
				{
					...v1,
					headers: { 'x-hubspot-signature-version': 'v1', 'x-hubspot-signature': V1_SIGNATURE },
				},
				ACCEPT_V1V2,
			),
		).toEqual({ valid: true, version: 'v1' });
		expect(
			verifySignature(
				SECRET,
				{
					...v1,
					rawBody: raw(V1_BODY.replace('123', '124')),
					headers: { 'x-hubspot-signature-version': 'v1', 'x-hubspot-signature': V1_SIGNATURE },
				},
				ACCEPT_V1V2,
			).valid,
		).toBe(false);

		const v2 = { method: 'POST', urls: [URL], rawBody: raw(V2_POST_BODY), nowMs: Date.now() };
		expect(
			verifySignature(
				SECRET,
				{
					...v2,
					headers: {
						'x-hubspot-signature-version': 'v2',
						'x-hubspot-signature': V2_POST_SIGNATURE,
					},
				},
				ACCEPT_V1V2,
			),
		).toEqual({ valid: true, version: 'v2' });
		expect(
			verifySignature(
				SECRET,
				{
					...v2,
					urls: [`${URL}x`],
					headers: {
						'x-hubspot-signature-version': 'v2',
						'x-hubspot-signature': V2_POST_SIGNATURE,
					},
				},
				ACCEPT_V1V2,
			).valid,
		).toBe(false);

		const v3 = {
			method: 'POST',
			urls: [URL],
			rawBody: raw(V3_BODY),
			nowMs: Number(V3_TIMESTAMP) + 60_000,
		};
		const v3Headers = {
			'x-hubspot-signature-v3': V3_SIGNATURE,
			'x-hubspot-request-timestamp': V3_TIMESTAMP,
		};
		expect(verifySignature(SECRET, { ...v3, headers: v3Headers }, ACCEPT_V1V2)).toEqual({
			valid: true,
			version: 'v3',
		});
		expect(
			verifySignature('another-secret', { ...v3, headers: v3Headers }, ACCEPT_V1V2).valid,
		).toBe(false);
		expect(
			verifySignature(SECRET, { ...v3, method: 'PUT', headers: v3Headers }, ACCEPT_V1V2).valid,
		).toBe(false);
	});

	it('refuses a v3 signature older than 5 minutes, even when it matches', () => {
		const request = {
			method: 'POST',
			urls: [URL],
			rawBody: raw(V3_BODY),
			headers: {
				'x-hubspot-signature-v3': V3_SIGNATURE,
				'x-hubspot-request-timestamp': V3_TIMESTAMP,
			},
		};
		expect(
			verifySignature(SECRET, { ...request, nowMs: Number(V3_TIMESTAMP) + 5 * 60_000 }, ACCEPT_V1V2)
				.valid,
		).toBe(true);
		expect(
			verifySignature(
				SECRET,
				{ ...request, nowMs: Number(V3_TIMESTAMP) + 5 * 60_000 + 1 },
				ACCEPT_V1V2,
			),
		).toEqual({
			valid: false,
			reason: 'The request timestamp is more than 5 minutes away from now',
		});
	});

	it('decodes the characters HubSpot decodes in the URL before signing v3, and only those', () => {
		expect(
			decodeUrlForV3('https://h.example/a%3Ab%2Fc%3Fd%40e%21f%24g%27h%28i%29j%2Ak%2Cl%3Bm%20n%2B'),
		).toBe("https://h.example/a:b/c?d@e!f$g'h(i)j*k,l;m%20n%2B");
		const encoded = 'https://h.example/hook?name=a%3Ab';
		const signature = signV3(
			SECRET,
			'POST',
			'https://h.example/hook?name=a:b',
			raw('[]'),
			V3_TIMESTAMP,
		);
		expect(signV3(SECRET, 'POST', encoded, raw('[]'), V3_TIMESTAMP)).toBe(signature);
	});

	it('names what is missing when the signature headers are absent or unknown', () => {
		const base = { method: 'POST', urls: [URL], rawBody: raw('[]'), nowMs: Date.now() };
		expect(verifySignature(SECRET, { ...base, headers: {} }, ACCEPT_V1V2)).toEqual({
			valid: false,
			reason: 'The request carries no HubSpot signature header',
		});
		expect(
			verifySignature(
				SECRET,
				{ ...base, headers: { 'x-hubspot-signature-v3': 'abc' } },
				ACCEPT_V1V2,
			),
		).toEqual({
			valid: false,
			reason: 'The X-HubSpot-Request-Timestamp header is missing',
		});
		expect(
			verifySignature(
				SECRET,
				{
					...base,
					headers: { 'x-hubspot-signature': V1_SIGNATURE, 'x-hubspot-signature-version': 'v9' },
				},
				ACCEPT_V1V2,
			).valid,
		).toBe(false);
	});

	it('by default refuses v1/v2 signatures, and never lets a v1/v2 header stand in for a failing v3 one', () => {
		const v1 = { method: 'POST', urls: [URL], rawBody: raw(V1_BODY), nowMs: Date.now() };
		const v1Headers = { 'x-hubspot-signature-version': 'v1', 'x-hubspot-signature': V1_SIGNATURE };
		expect(verifySignature(SECRET, { ...v1, headers: v1Headers }, { acceptV1V2: false })).toEqual({
			valid: false,
			reason:
				'The request has a v1 signature but no X-HubSpot-Signature-v3: turn on "Accept V1/V2 Signatures" to accept it',
		});
		const forgedV3 = {
			...v1Headers,
			'x-hubspot-signature-v3': 'forged',
			'x-hubspot-request-timestamp': String(v1.nowMs),
		};
		expect(verifySignature(SECRET, { ...v1, headers: forgedV3 }, ACCEPT_V1V2)).toEqual({
			valid: false,
			reason: 'The v3 signature does not match',
		});
	});
});
