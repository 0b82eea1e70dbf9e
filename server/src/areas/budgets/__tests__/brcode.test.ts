import { brCodeText, crc16, dictKey, parseBrCode, staticBrCode } from '../brcode';

/** The example of Banco Central's manuals (a random key, no amount), byte for byte. */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('CRC16-CCITT (0x1021, initial 0xFFFF)', () => {
  test("the catalogue's check value: '123456789' → 29B1", () => {
    expect(crc16('123456789')).toBe('29B1');
  });
  test("the manual's example: the CRC over the payload and '6304'", () => {
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('staticBrCode', () => {
  test("builds the manual's example byte for byte", () => {
    expect(
      staticBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', keyType: 'EVP', receiverName: 'Fulano de Tal', receiverCity: 'BRASILIA' }),
    ).toBe(MANUAL_EXAMPLE);
  });

  test.each([
    ['CPF', '529.982.247-25', '52998224725'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['EMAIL', ' Ana.Souza@Empresa.com.br ', 'ana.souza@empresa.com.br'],
    ['PHONE', '(11) 98765-4321', '+5511987654321'],
    ['PHONE', '+55 11 98765-4321', '+5511987654321'],
    ['EVP', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ] as const)('a %s key is written as the DICT writes it', (type, key, written) => {
    expect(dictKey(key, type)).toBe(written);
    const code = staticBrCode({ key, keyType: type, amount: '150.00', receiverName: 'Ana', receiverCity: 'SAO PAULO', txid: 'SGEE5P1' });
    const account = parseBrCode(parseBrCode(code).get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe(written);
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  test('amounts with cents, always two decimals', () => {
    const amountOf = (amount: string) =>
      parseBrCode(staticBrCode({ key: '52998224725', keyType: 'CPF', amount, receiverName: 'Ana', receiverCity: 'SAO PAULO' })).get('54');
    expect(amountOf('150.5')).toBe('150.50');
    expect(amountOf('0.01')).toBe('0.01');
    expect(amountOf('1234.56')).toBe('1234.56');
    expect(amountOf('99999999.99')).toBe('99999999.99');
  });

  test('names and cities with accents are written without them, cut to 25 and 15 characters', () => {
    expect(brCodeText('João Conceição Ávila', 25)).toBe('Joao Conceicao Avila');
    const fields = parseBrCode(
      staticBrCode({ key: '52998224725', keyType: 'CPF', receiverName: 'Maria Antônia da Conceição Gonçalves', receiverCity: 'São José dos Campos' }),
    );
    expect(fields.get('59')).toBe('Maria Antonia da Conceica');
    expect(fields.get('60')).toBe('Sao Jose dos Ca');
  });

  test('the txid names the batch and the person, letters and digits only (≤ 25)', () => {
    const fields = parseBrCode(staticBrCode({ key: '52998224725', keyType: 'CPF', receiverName: 'Ana', receiverCity: 'SP', txid: 'SGE-E5-P12' }));
    expect(parseBrCode(fields.get('62')!).get('05')).toBe('SGEE5P12');
    expect(fields.get('63')).toMatch(/^[0-9A-F]{4}$/);
    expect([...fields.keys()]).toEqual(['00', '26', '52', '53', '58', '59', '60', '62', '63']);
  });
});
