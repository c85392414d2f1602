import { FakeTime } from '../../shared/testing';
import { BoostsStore } from '../boosts.store';
import { BoostUseCase } from '../boost.use-case';
import { FakeBoostsApi } from './fake-boosts-api';

/** The boosts module on a manual clock and the in-memory provider (1 BTU = 1 s). */
export const boostsSetUp = () => {
  const time = new FakeTime();
  const api = new FakeBoostsApi(time);
  const store = new BoostsStore();
  const useCase = new BoostUseCase({ api, store, clock: time, scheduler: time, baseTimeUnitMs: 1000 });
  return { time, api, store, useCase };
};
