import { cpuTbt } from './scripts/lib/cpu-tbt'
console.log(process.argv[2], await cpuTbt(process.argv[2], 5, '/usr/bin/chromium'))
