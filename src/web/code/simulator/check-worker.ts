/**
 * The behaviour checks' Web Worker (issue 25): "Check my work" runs each visible check here, in
 * the same runtime, board bridge and netlist as Run, on the virtual clock (src/domain/checks/run.ts),
 * so the page never waits on it. check-client.ts terminates it when a check outlives its budget.
 */
import micropythonUrl from '@micropython/micropython-webassembly-pyscript/micropython.mjs?url';
import wasmUrl from '@micropython/micropython-webassembly-pyscript/micropython.wasm?url';
import { type CheckOutcome, checkNameOf, outcomeOf } from '../../../domain/checks/api.ts';
import { runCheck } from '../../../domain/checks/run.ts';
import { parseScenario } from '../../../domain/checks/scenario.ts';
import type { CheckRequest } from './check-client.ts';

type MicroPythonModule = typeof import('@micropython/micropython-webassembly-pyscript');

const loading = import(/* @vite-ignore */ micropythonUrl) as Promise<MicroPythonModule>;

const scope = self as unknown as {
  postMessage(message: { id: number; outcome: CheckOutcome } | { id: number; error: string }): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckRequest>) => void): void;
};

scope.addEventListener('message', async ({ data }) => {
  const { check } = data;
  const named = { ...check, name: checkNameOf(check.yaml) };
  try {
    const parsed = parseScenario(check.yaml);
    if (!parsed.ok) throw new Error(parsed.problems.map((problem) => problem.message).join('\n'));
    const { loadMicroPython } = await loading;
    const result = await runCheck({
      loadMicroPython,
      wasmUrl,
      code: data.code,
      diagram: data.diagram,
      scenario: parsed.scenario,
    });
    scope.postMessage({ id: data.id, outcome: outcomeOf(named, result) });
  } catch (failure) {
    scope.postMessage({ id: data.id, error: failure instanceof Error ? failure.message : String(failure) });
  }
});
