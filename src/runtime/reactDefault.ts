import { createElement, useEffect, useRef } from 'react';

/**
 * `react` for react-day-picker in the Preact build (rollup.config.mjs resolves its imports here): the
 * named hooks it imports, and a default `React` object with the three members it reads through it
 * (`React.createElement`, `React.useRef`, `React.useEffect`). preact/compat's own default export
 * names every export of compat, so importing it kept all of compat (portals, Children,
 * PureComponent, the legacy render…) in the first chunk of every page, for the calendar's sake.
 */
export default { createElement, useEffect, useRef };
export { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
