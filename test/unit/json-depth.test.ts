import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '@/server/http/json-depth';

describe('JSON nesting depth, measured before parsing', () => {
  it('counts objects and lists, not brackets inside texts or escaped quotes', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'a "quoted" [[[ \\ text' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'ends with a backslash \\', list: [[1]] }), 2)).toBe(true);
  });

  it('reads a million levels without recursion', () => {
    expect(nestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
  });
});
