/** Replaced at build time by webpack (mode: production | development). */
declare const process: { env: { NODE_ENV?: string } };
