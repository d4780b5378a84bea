import { createStore } from 'jotai';

/** The app's one jotai store, usable outside React (request rules, router). */
export const appStore = createStore();
export type AppStore = typeof appStore;
