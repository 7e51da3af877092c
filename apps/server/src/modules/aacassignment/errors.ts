import { AAC_TEXT } from '@advantage/contracts';
import { AppError } from '../../lib/errors.js';

/** The request was decided already: the link has been used. */
export class AlreadyDecidedError extends AppError {
  constructor(state: string) {
    super(409, 'AlreadyDecided', AAC_TEXT.alreadyDecided(state));
  }
}
