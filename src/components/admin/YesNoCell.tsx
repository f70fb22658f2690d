'use client'
import type { DefaultCellComponentProps } from 'payload'

type Props = DefaultCellComponentProps & { yes?: string; no?: string }

/** A checkbox in a list, in words ("In the header" / "Mobile menu only") instead of true/false. */
export function YesNoCell({ cellData, yes = 'Yes', no = 'No' }: Props) {
  return <span>{cellData ? yes : no}</span>
}
