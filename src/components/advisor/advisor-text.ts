/** Every string of the advisor panel, translated on the server and passed in as a prop. */
export type AdvisorText = {
  open: string;
  title: string;
  subtitle: string;
  close: string;
  greeting: string;
  examplesLabel: string;
  examples: string[];
  inputLabel: string;
  placeholder: string;
  send: string;
  thinking: string;
  fallback: string;
  network: string;
  you: string;
  advisor: string;
  newConversation: string;
  disclaimer: string;
};
