import { ANTI_FORGERY_HEADER, COOKIES } from '@advantage/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

/** Opens a session the way a browser does (a GET) and returns the cookie header and anti-forgery token. */
export async function browserSession(app: FastifyInstance, url = '/rs/main/start_page?store=DHS') {
  const first = await app.inject({ method: 'GET', url });
  const session = cookieValue(first, COOKIES.session);
  const token = cookieValue(first, COOKIES.antiForgery);
  if (!session || !token) throw new Error('the server set no session or anti-forgery cookie');
  return {
    session,
    token,
    cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${token}`,
    headers: { cookie: `${COOKIES.session}=${session}; ${COOKIES.antiForgery}=${token}`, [ANTI_FORGERY_HEADER]: token },
  };
}
