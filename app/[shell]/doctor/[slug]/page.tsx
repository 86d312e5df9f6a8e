import { DoctorRoute, doctorMetadata, type ProfileParams } from "../../_discovery/profile-routes";

// Registry: Doctor profile (/doctor/{slug}); rendered on first request and cached.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: ProfileParams }) {
  return doctorMetadata(params);
}

export default function DoctorPage({ params }: { params: ProfileParams }) {
  return <DoctorRoute params={params} />;
}
