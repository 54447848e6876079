import { describe, expect, it } from 'vitest';
import { readErrorBody, uploadProblems } from './upload-request.ts';

describe('upload problems', () => {
  it("lists a refusal's fields by line, keeping the server's order within a line", () => {
    expect(
      uploadProblems({
        'line 12, Price': 'Price must be a number',
        'line 3, Upc': 'Upc is required',
        'line 12, Cost': 'Cost must be a number',
        'line 3': 'This line has 4 columns',
      }),
    ).toEqual([
      { where: 'line 3, Upc', message: 'Upc is required' },
      { where: 'line 3', message: 'This line has 4 columns' },
      { where: 'line 12, Price', message: 'Price must be a number' },
      { where: 'line 12, Cost', message: 'Cost must be a number' },
    ]);
  });
});

describe('upload error bodies', () => {
  it('keeps the server refusal with its fields', () => {
    const body = { error: 'InvalidFile', message: 'Line 2, Price: bad', fields: { 'line 2, Price': 'bad' } };
    expect(readErrorBody(400, JSON.stringify(body))).toEqual(body);
  });

  it('names the status when the answer is not the API shape', () => {
    expect(readErrorBody(502, '<html>Bad Gateway</html>')).toEqual({
      error: 'HttpError',
      message: 'The upload failed (HTTP 502).',
    });
  });
});
