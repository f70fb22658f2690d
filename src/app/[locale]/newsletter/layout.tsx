export { default } from '@/components/errors/CrashLayout'
