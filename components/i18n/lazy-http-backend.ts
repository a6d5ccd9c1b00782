import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';

type Backend = BackendModule<object>;
type BackendClass = new () => Backend;

const loadHttpBackend = (): Promise<BackendClass> =>
  import('i18next-http-backend').then((m) => m.default as unknown as BackendClass);

/**
 * SITE-3: i18next's backend in the browser, i18next-http-backend, loaded
 * with the first namespace the page did not bring (an error's texts, a
 * dialog's), never with the page: most pages bring every namespace they
 * show. i18next hands it the same options, and retries a read that failed
 * to load the backend as it retries a failed request (maxRetries,
 * retryTimeout).
 */
export class LazyHttpBackend implements Backend {
  static readonly type = 'backend';
  static readonly callbackApi = true;
  readonly type = 'backend';
  readonly callbackApi = true;
  private setup: [Services, object, InitOptions] | null = null;
  private backend: Promise<Backend> | null = null;

  /** i18next makes it with no argument; a test hands another way to load the backend */
  constructor(private readonly loadClass: () => Promise<BackendClass> = loadHttpBackend) {}

  init(services: Services, backendOptions: object, i18nextOptions: InitOptions): void {
    this.setup = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.load().then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // the next try loads it again; `true`: i18next retries
        this.backend = null;
        callback(error instanceof Error ? error : String(error), true);
      },
    );
  }

  private load(): Promise<Backend> {
    this.backend ??= this.loadClass().then((HttpBackend) => {
      const backend = new HttpBackend();
      if (this.setup) backend.init(...this.setup);
      return backend;
    });
    return this.backend;
  }
}
