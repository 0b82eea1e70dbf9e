// The import boundaries of DESIGN.md §2 as the lint enforces them (eslint.config.mjs): each
// forbidden import fails in the folder it is forbidden in, and the allowed ones pass.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

/** The boundary messages ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax' || m.fatal)
    .map((m) => m.message);
}

const cases = [
  // [file, code, forbidden?]
  ['remote-events/src/x.ts', "import { a } from '@sge/remote-financial';", true],
  ['remote-events/src/x.ts', "import { a } from '../../remote-admin/src/api';", true],
  ['remote-events/src/x.ts', "export { a } from '@sge/host/src/app';", true],
  ['remote-events/src/x.ts', "const m = import('@sge/remote-inventory');", true],
  ['remote-events/src/x.ts', "const m = require('../../host/src/app');", true],
  ['remote-events/src/x.tsx', "import { Box } from '@chakra-ui/react';", true],
  ['remote-events/src/x.tsx', "import { Link } from 'react-router-dom';", true],
  ['remote-events/src/x.tsx', "import { motion } from 'framer-motion';", true],
  ['remote-events/src/x.tsx', "import { useQuery } from '@tanstack/react-query';", true],
  ['remote-events/src/x.tsx', "import { Box } from '@sge/shared/ui';\nimport { useQuery } from '@sge/shared/query';\nimport { api } from './api';", false],
  ['host/src/x.ts', "import { EventsPage } from '@sge/remote-events';", true],
  ['host/src/x.ts', "const page = import('../../remote-events/src/pages/events-page');", true],
  ['host/src/x.tsx', "import { Box } from '@chakra-ui/react';", true],
  ['host/src/x.ts', "import { loadRemote } from '@module-federation/enhanced/runtime';", false],
  ['server/src/x.ts', "import { http } from '@sge/shared/http';", true],
  ['server/src/x.ts', "import { a } from '../../../shared/src/contract';", true],
  ['server/src/x.ts', "import { a } from '@sge/remote-events';", true],
  ['server/src/x.ts', "import { Type } from '@sge/shared/contract';\nimport { a } from '@sge/shared/contract/values/admin';", false],
  ['shared/src/contract/x.ts', "import { useState } from 'react';", true],
  ['shared/src/contract/x.ts', "import { create } from 'zustand';", true],
  ['shared/src/contract/x.ts', "import { Type } from 'typebox';", false],
  ['shared/src/contract/values/x.ts', "import { Type } from 'typebox';", true],
  ['shared/src/contract/client.ts', "export { Type } from 'typebox';", true],
  ['shared/src/contract/values/x.ts', "import type { Static } from 'typebox';", false],
  ['shared/src/ui/x.tsx', "import { motion } from 'framer-motion';", true],
  ['shared/src/ui/x.tsx', "import { useQuery } from '@tanstack/react-query';", true],
  ['shared/src/motion/x.tsx', "import { motion } from 'framer-motion';", false],
  ['shared/src/query/x.ts', "import { useQuery } from '@tanstack/react-query';", false],
  ['shared/src/ui/x.tsx', "import { Box } from '@chakra-ui/react';", false],
];

for (const [file, code, forbidden] of cases) {
  test(`${file}: ${code.split('\n')[0]} is ${forbidden ? 'refused' : 'allowed'}`, async () => {
    const errors = await boundaryErrors(code, file);
    if (forbidden) assert.ok(errors.length > 0, 'expected a boundary error');
    else assert.deepEqual(errors, []);
  });
}
