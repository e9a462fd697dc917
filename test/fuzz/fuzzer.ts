import fc from 'fast-check';
import type { TestApp } from '../app.ts';
import { type Operation, readOperations } from './openapi.ts';
import { runCase } from './property.ts';
import { describeFailure, type Outcome } from './report.ts';
import { type FuzzRequest, requestFor } from './requests.ts';
import { buildWorld, type World } from './world.ts';

export interface Fuzzer {
  world: World;
  /** Every operation of the app's OpenAPI document. */
  operations: Operation[];
  /** The property over one operation: it throws the failure report when a case breaks it. */
  property(operation: Operation): fc.IAsyncProperty<[FuzzRequest]>;
  /** The same requests, never throwing: each case's outcome goes to `onCase`, for counting. */
  observe(
    operation: Operation,
    onCase: (request: FuzzRequest, outcome: Outcome) => void,
  ): fc.IAsyncProperty<[FuzzRequest]>;
}

/** Fixtures and the document's operations, read from the running app. */
export const startFuzzer = async (testApp: TestApp): Promise<Fuzzer> => {
  const world = await buildWorld(testApp);
  const operations = await readOperations(testApp.app);
  const requests = (operation: Operation) => requestFor(operation, world.targets, world.samples);
  return {
    world,
    operations,
    property: (operation) =>
      fc.asyncProperty(requests(operation), async (request) => {
        const outcome = await runCase(world, operation, request);
        if (outcome.violations.length > 0) throw new Error(describeFailure(operation.id, request, outcome));
      }),
    observe: (operation, onCase) =>
      fc.asyncProperty(requests(operation), async (request) => {
        onCase(request, await runCase(world, operation, request));
      }),
  };
};
