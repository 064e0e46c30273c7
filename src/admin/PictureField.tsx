// A picture field: the picture, its path in content/images, and a button to choose another through Sveltia's own
// dialog (pick one already there, upload one, or give a path). The build's check is on it like on every field, which
// includes whether the picture is really there: the preview asks Sveltia for each picture it shows (problems.ts).
import { isUpload } from './checkEntry.ts'
import { BuildChecked, isUnreadable } from './FieldCheck.tsx'
import { pictureAt } from './problems.ts'

export class PictureField extends BuildChecked {
  private choose = async () => {
    const picked = await this.props.pickFile({ kind: 'image', allowURL: false })
    const [first] = Array.isArray(picked) ? picked : picked ? [picked] : []
    // Sveltia names a picture from the site's root ("/images/…"); content names it from content/ ("images/…").
    if (first) this.props.onChange(first.value.replace(/^\/(?=images\/)/, ''))
  }

  render() {
    const { value, forID } = this.props
    const path = typeof value === 'string' ? value : ''
    const found = pictureAt(path)
    const shown = isUpload(path) || found?.startsWith('blob:') ? (isUpload(path) ? path : found) : undefined
    return (
      <div style={{ display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' }}>
        {shown ? (
          <img src={shown} alt="" style={{ width: '120px', height: '80px', objectFit: 'cover', borderRadius: '4px' }} />
        ) : null}
        <div style={{ display: 'grid', gap: '6px', minWidth: 0 }}>
          <code style={{ overflowWrap: 'anywhere' }}>{isUpload(path) ? 'A picture to upload as you save' : path}</code>
          <button
            id={forID}
            type="button"
            disabled={isUnreadable(this.props.entry)}
            onClick={() => void this.choose()}
            style={{ justifySelf: 'start' }}
          >
            {path ? 'Choose another picture' : 'Choose a picture'}
          </button>
        </div>
      </div>
    )
  }
}
