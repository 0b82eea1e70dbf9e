import { hashBadgeInput, sha256Hex, sha256Sync } from '@sge/shared/badges';

/** Reference digests (node:crypto's SHA-256 of each text, UTF-8). */
const VECTORS: [string, string][] = [
  ["", 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ["abc", 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ["ABCDEFGHJK0123456789MNPQRS", '7a003df1799baca2cde0fa91ae891c0eee614b44c3bb0f47d9a26617cd8d7f36'],
  ["xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 'd5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072'],
  ["yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy", '4877e564e5e36e367c7c8d59670774becd3350610b6df4c399c9fa9b66da5813'],
  ["zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", '72996563049cc84daa2c3f31fd5c3d10770e69d6ebbb8da5b6d76db303dbae43'],
  ["Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕Conceição ☕", '6753ec4fc73e472169c1daae806411fec480598bd1d439fd20f8233b4124d89a'],
];

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

it.each(VECTORS)('the pure SHA-256 of %p is the reference digest', (text, digest) => {
  expect(hex(sha256Sync(new TextEncoder().encode(text)))).toBe(digest);
});

it('hashes a scanned QR payload as the code the server hashed, and a typed short code as its 10 characters', async () => {
  const code = 'ABCDEFGHJK0123456789MNPQRS';
  expect(await hashBadgeInput(`SGE1:${code}`)).toEqual({ kind: 'code', hash: '7a003df1799baca2cde0fa91ae891c0eee614b44c3bb0f47d9a26617cd8d7f36' });
  expect(await hashBadgeInput('abcde-fghjk')).toEqual({ kind: 'short', hash: 'f57cbf1e3e471b25db4b8ad0844df41b2dae9c7d1944944d128e49294d412f66' });
  expect(await hashBadgeInput('nothing')).toBeNull();
  expect(await sha256Hex(code)).toBe('7a003df1799baca2cde0fa91ae891c0eee614b44c3bb0f47d9a26617cd8d7f36');
});
