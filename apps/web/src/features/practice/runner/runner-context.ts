import { createContext, useContext } from 'react';
import { createPythonRunner, createSqlRunner, type PythonRunner, type SqlRunner } from './runners';

/** Where the practice page gets its runners: the real workers, or (in the tests) fakes. */
export interface Runners {
  python: () => PythonRunner;
  sql: () => SqlRunner;
}

export const RunnersContext = createContext<Runners>({ python: createPythonRunner, sql: createSqlRunner });

export const useRunners = (): Runners => useContext(RunnersContext);
