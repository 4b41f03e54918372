// The leasing module's functions bound to one database, the lenders' adapters and the file storage: spread into the
// app's services (server/services.ts), which routes and page loaders call.
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client';
import { approveApplication, rejectApplication } from './decide-application';
import { getLeasingRequestForShopper, getLeasingRequestForStaff, readLeasingFile } from './get-leasing-request';
import { leasingOptions } from './leasing-options';
import { listLeasingApplications, type ApplicationFilter } from './list-leasing-applications';
import { handlePocketWebhook } from './pocket-webhook';
import { submitLeasingRequest, type Adapters } from './submit-leasing-request';
import type { FileStorage } from '../../storage/file-storage';
import { createLocalStorage } from '../../storage/local-storage';

export function leasingServices(db: Db, adapters: Adapters, storage: FileStorage | undefined) {
  const files = storage ?? createLocalStorage(path.join(os.tmpdir(), 'zuuch-uploads'));
  return {
    leasingOptions: (input: Parameters<typeof leasingOptions>[2]) => leasingOptions(db, adapters, input),
    submitLeasingRequest: (input: Parameters<typeof submitLeasingRequest>[3]) => submitLeasingRequest(db, adapters, files, input),
    getLeasingRequest: (input: Parameters<typeof getLeasingRequestForShopper>[2]) => getLeasingRequestForShopper(db, adapters, input),
    getLeasingApplication: (storeId: string, id: string) => getLeasingRequestForStaff(db, { storeId, id }),
    listLeasingApplications: (storeId: string, query: { status: ApplicationFilter; page: number }) => listLeasingApplications(db, storeId, query),
    approveLeasingApplication: (input: Parameters<typeof approveApplication>[1]) => approveApplication(db, input),
    rejectLeasingApplication: (input: Parameters<typeof rejectApplication>[1]) => rejectApplication(db, input),
    readLeasingFile: (storeId: string, id: string) => readLeasingFile(db, files, { storeId, id }),
    handlePocketWebhook: (invoiceId: string) => handlePocketWebhook(db, adapters, invoiceId),
  };
}
