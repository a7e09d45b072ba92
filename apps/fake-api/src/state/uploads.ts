import type { StoredUpload } from '@shui/contract';
import type { StoreState } from './state';

/** What is known of each uploaded image (its bytes are in the UploadStore, http/uploads.ts). */
export class Uploads {
  constructor(private readonly state: StoreState) {}

  add(upload: Omit<StoredUpload, 'createdAt'>): void {
    this.state.data.uploads.push({ ...upload, createdAt: new Date(this.state.clock.now()).toISOString() });
    this.state.changed();
  }

  find(name: string): StoredUpload | undefined {
    return this.state.data.uploads.find((u) => u.name === name);
  }
}
