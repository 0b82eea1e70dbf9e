/**
 * The one place where driver differences are normalised. PostgreSQL and PGlite both reach us
 * through node-postgres, and these parsers make every query return the same JS values:
 * int8 → number, numeric → exact decimal string, timestamptz → ISO 8601 string (UTC),
 * date → 'YYYY-MM-DD' (never a Date, so no timezone shifts a calendar day).
 * Set per pool (the `types` option), so no global pg state is touched.
 */
import pg from 'pg';

const OID = {
  INT8: 20,
  NUMERIC: 1700,
  DATE: 1082,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
} as const;

const identity = (value: string): string => value;

function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} does not fit in a JS number`);
  return n;
}

const parseTimestamptz = pg.types.getTypeParser(OID.TIMESTAMPTZ, 'text') as (value: string) => unknown;

function timestamptzToIso(value: string): string {
  const date = parseTimestamptz(value);
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
}

/** timestamp without time zone is read as UTC, never as the server process's local time. */
function timestampToIso(value: string): string {
  return timestamptzToIso(`${value}+00`);
}

const TEXT_PARSERS: Record<number, (value: string) => unknown> = {
  [OID.INT8]: parseInt8,
  [OID.NUMERIC]: identity,
  [OID.DATE]: identity,
  [OID.TIMESTAMP]: timestampToIso,
  [OID.TIMESTAMPTZ]: timestamptzToIso,
};

export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary' && TEXT_PARSERS[oid]) return TEXT_PARSERS[oid];
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
