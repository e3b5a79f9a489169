import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { ContactAside, ContactForm } from '@/features/contact';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <PageShell>
      <PageHeader
        eyebrow="We'd love to hear from you"
        title="Contact Us"
        description="Questions, ideas or a problem with an entry? Send us a message and the PawPrize team will get back to you."
      />
      <div className="mx-auto mt-12 grid max-w-5xl items-start gap-6 lg:grid-cols-[1.55fr_1fr] lg:gap-8">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-border/70 bg-card p-6 shadow-soft sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-extrabold">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Name, email and message are required.
          </p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <ContactAside />
      </div>
    </PageShell>
  );
}
