'use client'

export { default } from '@/app/(frontend)/error'
