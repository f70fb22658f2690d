import { expect, test } from '@playwright/test'
import { createMember, deleteMember, memberForSpec, signInByApi } from '../helpers/auth'

/**
 * The admin locks a document while a team member has it open. An admin who deletes that member
 * meanwhile releases the lock with them (collections/Users/deactivation.ts): before, the lock
 * was left without a holder and Payload's edit screen failed for everyone on that document for
 * five minutes ("Cannot read properties of undefined (reading 'id')"; stop 55's CI).
 */
const spec = memberForSpec('admin', 'lock-keeper')

test('a team member deleted while editing leaves the document open to the rest of the team', async ({
  browser,
  page,
}) => {
  const holder = await createMember(spec.api, 'editor', 'lock-holder')
  const created = await spec.api.post('/api/categories', {
    data: { name: `Held open ${Date.now().toString(36)}` },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const edit = `/admin/collections/categories/${doc.id}`
  const locks = async () => {
    const res = await spec.api.get(
      `/api/payload-locked-documents?depth=0&where[document.relationTo][equals]=categories&where[document.value][equals]=${doc.id}`,
    )
    expect(res.ok()).toBe(true)
    return ((await res.json()) as { totalDocs: number }).totalDocs
  }
  const theirs = await browser.newContext()
  try {
    // The member opens it and starts typing: the admin locks it for them.
    const tab = await theirs.newPage()
    await signInByApi(tab, holder, edit)
    const name = tab.getByRole('textbox', { name: /^Name/ })
    await expect(name).toBeEditable({ timeout: 30_000 })
    await name.fill('Half-typed')
    await expect.poll(locks).toBe(1)

    // Deleted with the screen still open: the lock goes with them.
    await deleteMember(spec.api, holder)
    await expect.poll(locks).toBe(0)

    // The rest of the team opens and edits it as usual.
    await signInByApi(page, spec.member, edit)
    await expect(page.getByRole('textbox', { name: /^Name/ })).toBeEditable({ timeout: 30_000 })
    await expect(page.getByText('Document locked')).toHaveCount(0)
  } finally {
    await theirs.close()
    await spec.api.delete(`/api/categories/${doc.id}`)
  }
})
