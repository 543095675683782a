import { ApiError } from './api-error';
import { createErrorPolicy, type ErrorPolicyDeps } from './error-policy';

function setup(location = '/projects/browser?page=2', initialised = true) {
  const deps = {
    currentLocation: vi.fn(() => location),
    navigate: vi.fn(),
    resetSession: vi.fn(),
    showError: vi.fn(),
    isSessionInitialised: vi.fn(() => initialised),
  } satisfies ErrorPolicyDeps;
  return { deps, handle: createErrorPolicy(deps) };
}

describe('the SPEC §8 error policy', () => {
  it('on 401 resets the session and sends the user to login with the current location', () => {
    const { deps, handle } = setup();
    handle(new ApiError(401, 'Unauthorized', { message: 'Sign in first' }));
    expect(deps.resetSession).toHaveBeenCalledOnce();
    expect(deps.navigate).toHaveBeenCalledWith(
      '/auth/login?redirectUrl=%2Fprojects%2Fbrowser%3Fpage%3D2',
      { replace: true },
    );
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('does not redirect a 401 that happens on a sign-in page', () => {
    const { deps, handle } = setup('/auth/login');
    handle(new ApiError(401, 'Unauthorized', { message: 'Wrong email or password' }), 'inline');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('on 403 replaces the route with /unauthorized', () => {
    const { deps, handle } = setup();
    handle(new ApiError(403, 'Forbidden', { message: 'Not allowed' }));
    expect(deps.navigate).toHaveBeenCalledWith('/unauthorized', { replace: true });
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('shows other failures in the error snackbar', () => {
    const { deps, handle } = setup();
    handle(new ApiError(500, 'Internal Server Error', { message: 'Database unavailable' }));
    expect(deps.showError).toHaveBeenCalledWith('Database unavailable');
  });

  it('shows network failures the same way', () => {
    const { deps, handle } = setup();
    handle(new ApiError(0, '', undefined, { cause: new TypeError('Failed to fetch') }));
    expect(deps.showError).toHaveBeenCalledWith('Ops! Something went wrong.');
  });

  it('stays silent for aborted requests', () => {
    const { deps, handle } = setup();
    handle(new DOMException('The user aborted a request.', 'AbortError'));
    expect(deps.showError).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('waits for the current user to load before showing snackbars', () => {
    const { deps, handle } = setup('/', false);
    handle(new ApiError(500, 'Internal Server Error', 'boom'));
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('only logs in log mode', () => {
    const { deps, handle } = setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    handle(new ApiError(500, 'Internal Server Error', 'boom'), 'log');
    expect(log).toHaveBeenCalledOnce();
    expect(deps.showError).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('leaves other failures to the form in inline mode', () => {
    const { deps, handle } = setup();
    handle(new ApiError(400, 'Bad Request', { message: 'x' }), 'inline');
    expect(deps.showError).not.toHaveBeenCalled();
  });
});
