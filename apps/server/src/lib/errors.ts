/** Typed faults; the one error handler (plugins/error-handler.ts) turns them into ERROR envelopes. */

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly responseName: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  /** Each field and what is wrong with it: what a screen shows again beside the form (attributes.errors). */
  declare readonly details: Array<{ field: string; message: string }>;

  constructor(details: Array<{ field: string; message: string }>) {
    super(400, 'ValidationError', 'The request did not pass validation.', details);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'The requested resource was not found.') {
    super(404, 'NotFound', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, 'Forbidden', message);
  }
}

export class NotImplementedError extends AppError {
  constructor(path: string) {
    super(501, 'NotImplemented', `The server path ${path} is declared in the method table but not available yet.`);
  }
}

export class UnauthorizedError extends AppError {
  constructor(responseName: 'Unauthorized' | 'SessionExpired', message: string) {
    super(401, responseName, message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, 'BadRequest', message);
  }
}
