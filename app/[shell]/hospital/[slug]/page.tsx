import {
  HospitalRoute,
  hospitalMetadata,
  type ProfileParams,
} from "../../_discovery/profile-routes";

// Registry: Hospital profile (/hospital/{slug}); rendered on first request and cached.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: { params: ProfileParams }) {
  return hospitalMetadata(params);
}

export default function HospitalPage({ params }: { params: ProfileParams }) {
  return <HospitalRoute params={params} />;
}
