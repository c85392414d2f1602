/** Where the member is: the current location path (for example /app/settings/account). */
export interface CurrentPathPort {
  current(): string;
}
