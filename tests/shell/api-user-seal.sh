#!/usr/bin/env bash
# An API user signs with its business's seal, through HTTP alone (curl): the demo business's
# admin creates the API user; from then on only `curl -u username:secret` — create a request,
# upload a PDF, add the API user as its signer, send, sign with the seal, download. pdfsig then
# checks that the signature is valid and that its certificate names the business (O) and no
# person. Starts the real server on 127.0.0.1 with a fresh embedded database on a free port and
# stops it again. Needs node, curl and pdfsig (poppler-utils).
set -euo pipefail
cd "$(dirname "$0")/../.."

work=$(mktemp -d)
port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')
base="http://127.0.0.1:$port"

env -u DATABASE_URL HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" PARAPH_DEMO=1 \
  STATIC_DIR="$work/no-app" LOG_LEVEL=warn \
  node --import tsx server/src/server.ts >"$work/server.log" 2>&1 &
server=$!
stop() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap stop EXIT
fail() {
  echo "✘ $*" >&2
  echo "--- server log" >&2
  cat "$work/server.log" >&2
  exit 1
}
step() { echo "▶ $*"; }

# One field of the JSON on stdin, by a dotted path (`seals.0.accountName`).
field() {
  node -e '
    let text = "";
    process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
      let value;
      try {
        value = JSON.parse(text);
      } catch {
        process.exit(1);
      }
      for (const key of process.argv[1].split(".")) value = value?.[key];
      if (value === undefined || value === null) process.exit(1);
      console.log(typeof value === "string" ? value : JSON.stringify(value));
    });' "$1"
}
# A call that must succeed; its body on stdout, or the body and the server log on failure.
call() {
  local body
  local url arg
  for arg in "$@"; do [[ $arg == http* ]] && url=$arg; done
  body=$(curl -sS --fail-with-body "$@") || fail "$url answered: $body"
  printf '%s' "$body"
}
json=(-H 'content-type: application/json')

step "starting the server on $base"
for _ in $(seq 180); do
  curl -sf "$base/v1/system/version" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || fail "the server stopped"
  sleep 1
done
curl -sf "$base/v1/system/version" >/dev/null || fail "the server did not start in 180 s"

step "the demo business's admin creates an API user"
token=$(call -X POST "$base/v1/login" "${json[@]}" \
  -d '{"email":"bea.boss@paraph.example","password":"paraph-demo-2026"}' | field token)
admin=(-H "authorization: Bearer $token")
me=$(call "$base/v1/user" "${admin[@]}")
business=$(field business.id <<<"$me")
business_name=$(field business.name <<<"$me")
seals=$(call "$base/v1/businesses/$business/seals" "${admin[@]}")
seal=$(field seals.0.accountName <<<"$seals")
seal_name=$(field seals.0.displayName <<<"$seals")
username="api-seal-test-$port"
secret=$(call -X POST "$base/v1/businesses/$business/apis" "${admin[@]}" "${json[@]}" \
  -d "{\"username\":\"$username\",\"description\":\"Shell test\"}" | field secret)
api=(-u "$username:$secret")

step "the API user creates a request, uploads a PDF, signs up itself and sends it"
request=$(call -X POST "$base/v3/signature-requests" "${api[@]}" "${json[@]}" \
  -d '{"title":"Supplier contract","documents":[],"signatures":[]}' | field id)
document=$(call -X POST "$base/v3/signature-requests/$request/documents?filename=contract.pdf" \
  "${api[@]}" -H 'content-type: application/pdf' \
  --data-binary @stories/fixtures/pdf/one-page.pdf | field id)
call -X POST "$base/v3/signature-requests/$request/signatures" "${api[@]}" "${json[@]}" \
  -d "{\"signer_identity_data\":{\"email_address\":\"$username@api-users.invalid\"}}" >/dev/null
call -X POST "$base/v3/signature-requests/$request/initiate" "${api[@]}" >/dev/null

step "the API user signs with the seal $seal"
call -X POST "$base/v3/sign" "${api[@]}" "${json[@]}" \
  -d "{\"signatureRequests\":[{\"signatureRequestId\":\"$request\"}],\"language\":\"en\",\"sealAccountName\":\"$seal\"}" \
  >/dev/null
status=$(call "$base/v3/signature-requests/$request" "${api[@]}" | field status_overall)
[ "$status" = SIGNED ] || fail "the request is $status, not SIGNED (completed)"

step "the signed PDF verifies and its certificate names the business, no person"
call "$base/v3/documents/$document/download?signed=true" "${api[@]}" -o "$work/signed.pdf" \
  >/dev/null
pdfsig "$work/signed.pdf" >"$work/pdfsig.txt" 2>&1 || true
cat "$work/pdfsig.txt"
grep -q 'Signature Validation: Signature is Valid' "$work/pdfsig.txt" ||
  fail "pdfsig does not find a valid signature"
dn=$(sed -n 's/^ *- Signer full Distinguished Name: //p' "$work/pdfsig.txt" | head -n 1)
[ -n "$dn" ] || fail "pdfsig shows no signer distinguished name"
# pdfsig writes the subject as `E=…,CN=…`: comma-separated, no spaces around them.
case ",$dn," in
  *",O=$business_name,"*) ;;
  *) fail "the certificate's subject $dn does not have O=$business_name" ;;
esac
case ",$dn," in
  *",CN=$seal_name,"*) ;;
  *) fail "the certificate's subject $dn does not have CN=$seal_name (the seal's name)" ;;
esac
if grep -Eq '(^|,) *(GN|SN|givenName|surname|E|emailAddress)=' <<<"$dn" ||
  grep -Eqi 'Bea|Boss|@' <<<"$dn"; then
  fail "the certificate's subject $dn names a person"
fi
echo "✔ the API user signed with the seal: $dn"
