import { maskPixKey } from '@sge/shared/contract';

describe('maskPixKey', () => {
  test.each([
    ['52998224725', 'CPF', '***.982.247-**'],
    ['123.456.789-09', 'CPF', '***.456.789-**'],
    ['11.222.333/0001-81', 'CNPJ', '**.222.333/0001-**'],
    ['joao@dominio.com', 'EMAIL', 'j***@d***.com'],
    ['ana.souza@empresa.com.br', 'EMAIL', 'a***@e***.com.br'],
    ['11987654321', 'PHONE', '(**) *****-4321'],
    ['+5511987654321', 'PHONE', '(**) *****-4321'],
    ['1134567890', 'PHONE', '(**) ****-7890'],
    ['123e4567-e89b-42d3-a456-426614174000', 'EVP', '123e****-****-****-****-********4000'],
  ] as const)('%s (%s) → %s', (key, type, masked) => {
    expect(maskPixKey(key, type)).toBe(masked);
  });
});
